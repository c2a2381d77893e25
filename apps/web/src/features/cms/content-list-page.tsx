import { Anchor, Badge, Button, Checkbox, Grid, Group, Tabs, Text, TextInput } from "@mantine/core";
import { CONTENT_STATUS, CONTENT_STATUS_LABELS, type ContentStatus } from "@suyuan/contracts/content/content-status";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import type { TContentRow } from "@suyuan/contracts/content/content-find";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { QueryTable } from "../../common/query-table.tsx";
import { ChannelTreeNav } from "./channel-tree-nav.tsx";
import { ContentBatchActions } from "./content-actions.tsx";
import { ContentStaticButton } from "./content-static-button.tsx";
import { ContentWeixinButton } from "./content-weixin-button.tsx";
import { type ContentListSearch, TAB_STATUSES } from "./content-list-search.ts";
import { ContentStatusBadge } from "./content-status-badge.tsx";

const route = getRouteApi("/_authed/content/list");

/** The filter form as typed; it reaches the URL (and the list) only on search. */
type Filters = { title: string; keyword: string; onTop: boolean; recommended: boolean; mine: boolean };
const NO_FILTERS: Filters = { title: "", keyword: "", onTop: false, recommended: false, mine: false };

/** The URL form of the filters: unset flags and an empty title are left out. */
function filtersSearch(filters: Filters): Partial<ContentListSearch> {
  return {
    title: filters.title.trim() || undefined,
    keyword: filters.keyword.trim() || undefined,
    onTop: filters.onTop || undefined,
    recommended: filters.recommended || undefined,
    mine: filters.mine || undefined,
  };
}

/** The columns shared by the content list, the review queue and the recycle bin. */
export function useContentColumns(): DataColumn<TContentRow>[] {
  const { locale, t } = useI18n();
  return useMemo<DataColumn<TContentRow>[]>(
    () => [
      { accessorKey: "id", header: "ID", size: 70 },
      {
        accessorKey: "title",
        header: t("content.title"),
        size: 280,
        priority: "primary",
        Cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            {row.original.effectiveTopLevel > 0 ? (
              <Badge size="xs" color="red" variant="filled">
                {t("content.pinned")}
              </Badge>
            ) : null}
            {row.original.recommendLevel > 0 ? (
              <Badge size="xs" color="yellow" variant="light">
                ★
              </Badge>
            ) : null}
            <Anchor
              size="sm"
              renderRoot={(props) => <Link {...props} to="/content/view" search={{ id: row.original.id }} />}
              data-testid={`content-title-${row.original.id}`}
            >
              {row.original.title}
            </Anchor>
          </Group>
        ),
      },
      { accessorKey: "channelName", header: t("content.channel"), size: 120 },
      {
        accessorKey: "typeName",
        header: t("content.type"),
        size: 90,
        Cell: ({ row }) => row.original.typeName ?? "—",
      },
      {
        accessorKey: "status",
        header: t("content.status"),
        size: 100,
        priority: "high",
        Cell: ({ row }) => <ContentStatusBadge status={row.original.status} />,
      },
      { accessorKey: "createdByName", header: t("content.creator"), size: 100 },
      {
        accessorKey: "releaseDate",
        header: t("content.releaseDate"),
        size: 150,
        Cell: ({ row }) => formatDateTime(row.original.releaseDate),
      },
      { accessorKey: "views", header: t("content.views"), size: 70 },
    ],
    [locale],
  );
}

/** 内容管理: the channel tree, status tabs with counts, filters, the list and its batch actions. */
export function ContentListPage() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { channelId, status } = search;
  const [draft, setDraft] = useState<Filters>({
    title: search.title ?? "",
    keyword: search.keyword ?? "",
    onTop: search.onTop === true,
    recommended: search.recommended === true,
    mine: search.mine === true,
  });
  const paging = { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
  const columns = useContentColumns();

  const counts = useQuery(trpc.content.countByStatus.queryOptions({ channelId, withSubChannels: true }));
  const list = useQuery({
    ...trpc.content.find.queryOptions({
      ...paging,
      channelId,
      withSubChannels: true,
      status,
      title: search.title,
      keyword: search.keyword,
      onTop: search.onTop || undefined,
      recommended: search.recommended || undefined,
      mine: search.mine || undefined,
      sort: "top",
    }),
    placeholderData: keepPreviousData,
  });
  const countOf = (code: number) => counts.data?.find((entry) => entry.status === code)?.count ?? 0;
  const allCount = (counts.data ?? [])
    .filter((entry) => entry.status !== CONTENT_STATUS.recycled)
    .reduce((sum, entry) => sum + entry.count, 0);

  // Any change of channel, tab or filters starts again from the first page.
  const go = (next: Partial<ContentListSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, page: undefined, ...next }) });
  const selectChannel = (next: number | undefined) => go({ channelId: next });

  return (
    <PageCard
      title={t("content.contentTitle")}
      hint={t("content.contentHint")}
      testId="content-list-page"
      actions={
        <Permitted perm={CONTENT_KEYS.save}>
          <Button
            leftSection={<IconPlus size={16} />}
            renderRoot={(props) => <Link {...props} to="/content/save" search={channelId ? { channelId } : {}} />}
            data-testid="content-add"
          >
            {t("content.add")}
          </Button>
        </Permitted>
      }
    >
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ChannelTreeNav selected={channelId} onSelect={selectChannel} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Tabs
            value={status === undefined ? "all" : String(status)}
            onChange={(value) =>
              go({ status: value === null || value === "all" ? undefined : (Number(value) as ContentStatus) })
            }
            mb="sm"
          >
            <Tabs.List>
              <Tabs.Tab value="all" data-testid="content-tab-all">
                {t("content.allStatuses")} ({allCount})
              </Tabs.Tab>
              {TAB_STATUSES.map((code) => (
                <Tabs.Tab key={code} value={String(code)} data-testid={`content-tab-${code}`}>
                  {pick(CONTENT_STATUS_LABELS[code], locale)} ({countOf(code)})
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t("content.filterTitle")}
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
              onKeyDown={(event) => {
                if (event.key === "Enter") go(filtersSearch(draft));
              }}
              w={220}
            />
            <TextInput
              label={t("content.filterKeyword")}
              placeholder={t("content.filterKeywordHint")}
              value={draft.keyword}
              onChange={(event) => setDraft({ ...draft, keyword: event.currentTarget.value })}
              onKeyDown={(event) => {
                if (event.key === "Enter") go(filtersSearch(draft));
              }}
              w={220}
              data-testid="content-filter-keyword"
            />
            <Checkbox
              label={t("content.onTop")}
              checked={draft.onTop}
              onChange={(event) => setDraft({ ...draft, onTop: event.currentTarget.checked })}
            />
            <Checkbox
              label={t("content.recommended")}
              checked={draft.recommended}
              onChange={(event) => setDraft({ ...draft, recommended: event.currentTarget.checked })}
            />
            <Checkbox
              label={t("content.mine")}
              checked={draft.mine}
              onChange={(event) => setDraft({ ...draft, mine: event.currentTarget.checked })}
            />
            <Button leftSection={<IconSearch size={16} />} onClick={() => go(filtersSearch(draft))}>
              {t("content.search")}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft(NO_FILTERS);
                go(filtersSearch(NO_FILTERS));
              }}
            >
              {t("content.reset")}
            </Button>
          </Group>
          <QueryTable
            tableId="content-list"
            list={list}
            columns={columns}
            paging={paging}
            onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
            selectable
            toolbar={({ rows, clear }) => (
              <Group gap="xs">
                <ContentBatchActions ids={rows.map((row) => row.id)} status={status} onDone={clear} />
                <ContentStaticButton ids={rows.map((row) => row.id)} />
                <ContentWeixinButton ids={rows.map((row) => row.id)} />
              </Group>
            )}
            rowActions={(row) => (
              <Group gap={4} wrap="nowrap">
                <Anchor
                  size="sm"
                  renderRoot={(props) => <Link {...props} to="/content/view" search={{ id: row.id }} />}
                >
                  {t("content.view")}
                </Anchor>
                <Permitted perm={CONTENT_KEYS.update}>
                  <Anchor
                    size="sm"
                    renderRoot={(props) => <Link {...props} to="/content/update" search={{ id: row.id }} />}
                    data-testid={`content-edit-${row.id}`}
                  >
                    {t("content.edit")}
                  </Anchor>
                </Permitted>
              </Group>
            )}
          />
          {counts.isError ? (
            <Text size="xs" c="red">
              {failureText(toAppFailure(counts.error), t)}
            </Text>
          ) : null}
        </Grid.Col>
      </Grid>
    </PageCard>
  );
}
