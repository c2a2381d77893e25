import { Anchor } from "@mantine/core";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../../common/page-card.tsx";
import { QueryTable } from "../../common/query-table.tsx";
import { RecycleActions } from "./recycle-actions.tsx";
import { useContentColumns } from "./content-list-page.tsx";

const route = getRouteApi("/_authed/content/cycle_list");

/** 回收站: deleted content of the site; restore it (as a draft) or delete it for ever. */
export function RecycleBinPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const columns = useContentColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const paging = { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
  const list = useQuery({
    ...trpc.content.find.queryOptions({ ...paging, status: CONTENT_STATUS.recycled, sort: "id" }),
    placeholderData: keepPreviousData,
  });
  return (
    <PageCard title={t("content.recycleBin")} hint={t("content.recycleBinHint")} testId="recycle-bin-page">
      <QueryTable
        tableId="content-recycle-bin"
        list={list}
        columns={columns}
        paging={paging}
        onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
        selectable
        toolbar={({ rows, clear }) => <RecycleActions ids={rows.map((row) => row.id)} onDone={clear} />}
        rowActions={(row) => (
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/content/view" search={{ id: row.id }} />}>
            {t("content.view")}
          </Anchor>
        )}
      />
    </PageCard>
  );
}
