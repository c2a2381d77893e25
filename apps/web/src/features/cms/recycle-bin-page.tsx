import { Anchor } from "@mantine/core";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../kit/resource-format.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../common/page-card.tsx";
import { QueryTable } from "../common/query-table.tsx";
import { CMS_TEXTS } from "./cms-texts.ts";
import { RecycleActions } from "./recycle-actions.tsx";
import { useContentColumns } from "./content-list-page.tsx";

/** 回收站: deleted content of the site; restore it (as a draft) or delete it for ever. */
export function RecycleBinPage() {
  const { locale } = useI18n();
  const trpc = useTrpc();
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
      <QueryTable
        tableId="content-recycle-bin"
        list={list}
        columns={columns}
        paging={paging}
        onPageChange={setPaging}
        selectable
        toolbar={({ rows, clear }) => <RecycleActions ids={rows.map((row) => row.id)} onDone={clear} />}
        rowActions={(row) => (
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/content/view" search={{ id: row.id }} />}>
            {pick(CMS_TEXTS.view, locale)}
          </Anchor>
        )}
      />
    </PageCard>
  );
}
