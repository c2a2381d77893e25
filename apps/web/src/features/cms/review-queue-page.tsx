import { Anchor, Badge, Group } from "@mantine/core";
import type { TReviewQueueRow } from "@suyuan/contracts/content/content-find";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../../common/page-card.tsx";
import { QueryTable } from "../../common/query-table.tsx";
import { ContentBatchActions } from "./content-actions.tsx";
import { useContentColumns } from "./content-list-page.tsx";

const route = getRouteApi("/_authed/content/review_queue");

/** The review queue: content waiting at a step whose role the caller holds; check or return it. */
export function ReviewQueuePage() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const paging = { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
  const base = useContentColumns() as unknown as DataColumn<TReviewQueueRow>[];
  const columns = useMemo<DataColumn<TReviewQueueRow>[]>(
    () => [
      ...base,
      {
        accessorKey: "waitingStep",
        header: t("content.waitingStep"),
        size: 120,
        Cell: ({ row }) => (
          <Badge variant="light">
            {row.original.waitingStep}
            {row.original.stepRoleName ? ` · ${row.original.stepRoleName}` : ""}
          </Badge>
        ),
      },
    ],
    [base, locale],
  );
  const queue = useQuery({
    ...trpc.content.reviewQueue.queryOptions({ ...paging }),
    placeholderData: keepPreviousData,
  });
  return (
    <PageCard title={t("content.reviewQueue")} hint={t("content.reviewQueueHint")} testId="review-queue-page">
      <QueryTable
        tableId="content-review-queue"
        list={queue}
        emptyText={t("content.reviewQueueEmpty")}
        columns={columns}
        paging={paging}
        onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
        selectable
        toolbar={({ rows, clear }) => (
          <ContentBatchActions
            ids={rows.map((row) => row.id)}
            status={undefined}
            only={["check", "reject"]}
            onDone={clear}
          />
        )}
        rowActions={(row) => (
          <Group gap={4}>
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/content/view" search={{ id: row.id }} />}>
              {t("content.view")}
            </Anchor>
          </Group>
        )}
      />
    </PageCard>
  );
}
