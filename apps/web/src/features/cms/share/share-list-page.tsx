import { Badge, Group, SegmentedControl } from "@mantine/core";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import type { TShareRow } from "@suyuan/contracts/content/content-share";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { cleanSearch } from "../../../lib/list-search.ts";
import { useTrpc } from "../../../lib/use-trpc.ts";
import { PageCard } from "../../../common/page-card.tsx";
import { TitleSearch } from "../../../common/title-search.tsx";
import { QueryTable } from "../../../common/query-table.tsx";
import { fill } from "../../../common/cms-texts.ts";
import { ConfirmButton } from "../../../common/confirm-button.tsx";
import { useCountedOutcome } from "../../../common/use-counted-outcome.ts";
import type { ShareListSearch } from "./share-list-search.ts";
import { SHARE_TEXTS as T } from "./share-texts.ts";

const route = getRouteApi("/_authed/content/share_list");

type StateFilter = "all" | "waiting" | "accepted";

/** 推送审核: offers of content between sites; this site accepts or deletes what was pushed to it. */
export function ShareListPage() {
  const { locale } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const direction = search.direction ?? "in";
  const input = {
    page: search.page ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    direction,
    accepted: search.accepted,
    title: search.title,
  };
  const list = useQuery({ ...trpc.content.findShares.queryOptions(input), placeholderData: keepPreviousData });
  const go = (next: Partial<ShareListSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, page: undefined, ...next }) });

  const outcome = useCountedOutcome(trpc.content.pathKey());
  const accept = useMutation(trpc.content.acceptShares.mutationOptions(outcome(T.accepted_done)));
  const remove = useMutation(trpc.content.deleteShares.mutationOptions(outcome(T.removed_done)));

  const columns = useMemo<DataColumn<TShareRow>[]>(
    () => [
      { id: "title", header: pick(T.contentTitle, locale), accessorKey: "title", size: 260, priority: "primary" },
      { id: "fromSiteName", header: pick(T.fromSite, locale), accessorKey: "fromSiteName" },
      { id: "targetSiteName", header: pick(T.targetSite, locale), accessorKey: "targetSiteName" },
      { id: "targetChannelName", header: pick(T.targetChannel, locale), accessorKey: "targetChannelName" },
      {
        id: "accepted",
        priority: "high",
        header: pick(T.state, locale),
        accessorFn: (row) => row.accepted,
        Cell: ({ row }) =>
          row.original.accepted ? (
            <Badge color="green" variant="light">
              {pick(T.accepted, locale)}
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              {pick(T.waiting, locale)}
            </Badge>
          ),
      },
      { id: "sharedByName", header: pick(T.sharedBy, locale), accessorKey: "sharedByName" },
      {
        id: "createdAt",
        header: pick(T.sharedAt, locale),
        accessorFn: (row) => formatDateTime(row.createdAt),
      },
    ],
    [locale],
  );

  const stateFilter: StateFilter = search.accepted === undefined ? "all" : search.accepted ? "accepted" : "waiting";
  return (
    <PageCard title={pick(T.title, locale)} hint={pick(T.hint, locale)} testId="share-list-page">
      <Group mb="sm" gap="sm" align="end" wrap="wrap">
        <SegmentedControl
          value={direction}
          onChange={(value) => go({ direction: value === "out" ? "out" : undefined })}
          data={[
            { value: "in", label: pick(T.incoming, locale) },
            { value: "out", label: pick(T.outgoing, locale) },
          ]}
        />
        <SegmentedControl
          value={stateFilter}
          onChange={(value) => go({ accepted: value === "all" ? undefined : value === "accepted" })}
          data={[
            { value: "all", label: pick(T.all, locale) },
            { value: "waiting", label: pick(T.waiting, locale) },
            { value: "accepted", label: pick(T.accepted, locale) },
          ]}
        />
        <TitleSearch
          value={search.title}
          label={pick(T.filterTitle, locale)}
          labelled
          onSearch={(title) => go({ title })}
        />
      </Group>
      <QueryTable
        tableId="content-shares"
        list={list}
        emptyText={pick(T.empty, locale)}
        columns={columns}
        paging={input}
        onPageChange={(paging) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...paging }) })}
        selectable
        toolbar={({ rows, clear }) => {
          const ids = rows.map((row) => row.id);
          const done = { onSuccess: clear };
          return (
            <Group gap="xs">
              {direction === "in" && (
                <ConfirmButton
                  perm={CONTENT_KEYS.shareCheck}
                  message={fill(pick(T.confirmAccept, locale), { count: ids.length })}
                  onConfirm={() => accept.mutate({ ids }, done)}
                  selected={ids.length}
                  testId="share-accept"
                >
                  {pick(T.accept, locale)}
                </ConfirmButton>
              )}
              <ConfirmButton
                perm={CONTENT_KEYS.shareDelete}
                message={fill(pick(T.confirmRemove, locale), { count: ids.length })}
                danger
                onConfirm={() => remove.mutate({ ids }, done)}
                selected={ids.length}
                testId="share-delete"
              >
                {pick(T.remove, locale)}
              </ConfirmButton>
            </Group>
          );
        }}
      />
    </PageCard>
  );
}
