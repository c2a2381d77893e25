import { Anchor } from "@mantine/core";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import type { TContentRow } from "@suyuan/contracts/content/content-find";
import { DataTable } from "@suyuan/ui/data-table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../kit/resource-format.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { useMe } from "../../lib/use-me.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { useTableTexts } from "../common/use-table-texts.ts";
import { CMS_TEXTS } from "./cms-texts.ts";
import { RecycleActions } from "./recycle-actions.tsx";
import { useContentColumns } from "./content-list-page.tsx";

/** 回收站: deleted content of the site; restore it (as a draft) or delete it for ever. */
export function RecycleBinPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const me = useMe();
  const texts = useTableTexts();
  const columns = useContentColumns();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const list = useQuery({
    ...trpc.content.find.queryOptions({ ...paging, status: CONTENT_STATUS.recycled, sort: "id" }),
    placeholderData: keepPreviousData,
  });
  return (
    <PageCard
      title={pick(CMS_TEXTS.recycleBin, locale)}
      hint={pick(CMS_TEXTS.recycleBinHint, locale)}
      testId="recycle-bin-page"
    >
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable<TContentRow>
          tableId="content-recycle-bin"
          userId={me.user.id}
          locale={locale}
          texts={texts}
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          getRowId={(row) => String(row.id)}
          page={paging.page}
          pageSize={paging.pageSize}
          sort={{ sortDir: "desc" }}
          onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
          onSortChange={() => undefined}
          loading={list.isPending}
          refreshing={list.isFetching && !list.isPending}
          selectable
          toolbar={({ rows, clear }) => <RecycleActions ids={rows.map((row) => row.id)} onDone={clear} />}
          rowActions={(row) => (
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/content/view" search={{ id: row.id }} />}>
              {pick(CMS_TEXTS.view, locale)}
            </Anchor>
          )}
        />
      )}
    </PageCard>
  );
}
