import { Badge, Group, SegmentedControl } from "@mantine/core";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import type { TShareRow } from "@suyuan/contracts/content/content-share";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { cleanSearch } from "../../../lib/list-search.ts";
import { useTrpc } from "../../../lib/use-trpc.ts";
import { PageCard } from "../../../common/page-card.tsx";
import { TitleSearch } from "../../../common/title-search.tsx";
import { QueryTable } from "../../../common/query-table.tsx";
import { ConfirmButton } from "../../../common/confirm-button.tsx";
import { useCountedOutcome } from "../../../common/use-counted-outcome.ts";
import type { ShareListSearch } from "./share-list-search.ts";

const route = getRouteApi("/_authed/content/share_list");

type StateFilter = "all" | "waiting" | "accepted";

/** 推送审核: offers of content between sites; this site accepts or deletes what was pushed to it. */
export function ShareListPage() {
  const { locale, t } = useI18n();
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
  const accept = useMutation(trpc.content.acceptShares.mutationOptions(outcome("share.accepted_done")));
  const remove = useMutation(trpc.content.deleteShares.mutationOptions(outcome("share.removed_done")));

  const columns = useMemo<DataColumn<TShareRow>[]>(
    () => [
      { id: "title", header: t("share.contentTitle"), accessorKey: "title", size: 260, priority: "primary" },
      { id: "fromSiteName", header: t("share.fromSite"), accessorKey: "fromSiteName" },
      { id: "targetSiteName", header: t("share.targetSite"), accessorKey: "targetSiteName" },
      { id: "targetChannelName", header: t("share.targetChannel"), accessorKey: "targetChannelName" },
      {
        id: "accepted",
        priority: "high",
        header: t("share.state"),
        accessorFn: (row) => row.accepted,
        Cell: ({ row }) =>
          row.original.accepted ? (
            <Badge color="green" variant="light">
              {t("share.accepted")}
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              {t("share.waiting")}
            </Badge>
          ),
      },
      { id: "sharedByName", header: t("share.sharedBy"), accessorKey: "sharedByName" },
      {
        id: "createdAt",
        header: t("share.sharedAt"),
        accessorFn: (row) => formatDateTime(row.createdAt),
      },
    ],
    [locale],
  );

  const stateFilter: StateFilter = search.accepted === undefined ? "all" : search.accepted ? "accepted" : "waiting";
  return (
    <PageCard title={t("share.title")} hint={t("share.hint")} testId="share-list-page">
      <Group mb="sm" gap="sm" align="end" wrap="wrap">
        <SegmentedControl
          value={direction}
          onChange={(value) => go({ direction: value === "out" ? "out" : undefined })}
          data={[
            { value: "in", label: t("share.incoming") },
            { value: "out", label: t("share.outgoing") },
          ]}
        />
        <SegmentedControl
          value={stateFilter}
          onChange={(value) => go({ accepted: value === "all" ? undefined : value === "accepted" })}
          data={[
            { value: "all", label: t("share.all") },
            { value: "waiting", label: t("share.waiting") },
            { value: "accepted", label: t("share.accepted") },
          ]}
        />
        <TitleSearch value={search.title} label={t("share.filterTitle")} labelled onSearch={(title) => go({ title })} />
      </Group>
      <QueryTable
        tableId="content-shares"
        list={list}
        emptyText={t("share.empty")}
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
                  message={t("share.confirmAccept", { count: ids.length })}
                  onConfirm={() => accept.mutate({ ids }, done)}
                  selected={ids.length}
                  testId="share-accept"
                >
                  {t("share.accept")}
                </ConfirmButton>
              )}
              <ConfirmButton
                perm={CONTENT_KEYS.shareDelete}
                message={t("share.confirmRemove", { count: ids.length })}
                danger
                onConfirm={() => remove.mutate({ ids }, done)}
                selected={ids.length}
                testId="share-delete"
              >
                {t("share.remove")}
              </ConfirmButton>
            </Group>
          );
        }}
      />
    </PageCard>
  );
}
