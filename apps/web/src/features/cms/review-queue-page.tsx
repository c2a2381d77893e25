import { Anchor, Badge, Group } from "@mantine/core";
import type { TReviewQueueRow } from "@suyuan/contracts/content/content-find";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
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
import { ContentBatchActions } from "./content-actions.tsx";
import { useContentColumns } from "./content-list-page.tsx";

/** The review queue: content waiting at a step whose role the caller holds; check or return it. */
export function ReviewQueuePage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const me = useMe();
  const texts = useTableTexts();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const base = useContentColumns() as unknown as MRT_ColumnDef<TReviewQueueRow>[];
  const columns = useMemo<MRT_ColumnDef<TReviewQueueRow>[]>(
    () => [
      ...base,
      {
        accessorKey: "waitingStep",
        header: pick(CMS_TEXTS.waitingStep, locale),
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
    <PageCard
      title={pick(CMS_TEXTS.reviewQueue, locale)}
      hint={pick(CMS_TEXTS.reviewQueueHint, locale)}
      testId="review-queue-page"
    >
      {queue.isError ? (
        <LoadError message={failureText(toAppFailure(queue.error), t)} onRetry={() => void queue.refetch()} />
      ) : (
        <DataTable<TReviewQueueRow>
          tableId="content-review-queue"
          userId={me.user.id}
          locale={locale}
          texts={{ ...texts, empty: pick(CMS_TEXTS.reviewQueueEmpty, locale) }}
          columns={columns}
          rows={queue.data?.items ?? []}
          total={queue.data?.total ?? 0}
          getRowId={(row) => String(row.id)}
          page={paging.page}
          pageSize={paging.pageSize}
          sort={{ sortDir: "desc" }}
          onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
          onSortChange={() => undefined}
          loading={queue.isPending}
          refreshing={queue.isFetching && !queue.isPending}
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
                {pick(CMS_TEXTS.view, locale)}
              </Anchor>
            </Group>
          )}
        />
      )}
    </PageCard>
  );
}
