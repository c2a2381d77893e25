import { Anchor, Badge, Button, Checkbox, Grid, Group, Tabs, Text, TextInput } from "@mantine/core";
import { CONTENT_STATUS, CONTENT_STATUS_LABELS, type ContentStatus } from "@suyuan/contracts/content/content-status";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import type { TContentRow } from "@suyuan/contracts/content/content-find";
import type { MRT_ColumnDef } from "@suyuan/ui/data-table";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../kit/resource-format.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { PageCard } from "../common/page-card.tsx";
import { QueryTable } from "../common/query-table.tsx";
import { ChannelTreeNav } from "./channel-tree-nav.tsx";
import { CMS_TEXTS } from "./cms-texts.ts";
import { ContentBatchActions } from "./content-actions.tsx";
import { ContentStatusBadge } from "./content-status-badge.tsx";

const route = getRouteApi("/_authed/content/list");

/** The status tabs of the list (the recycle bin has its own page). */
const TAB_STATUSES: readonly ContentStatus[] = [
  CONTENT_STATUS.draft,
  CONTENT_STATUS.checking,
  CONTENT_STATUS.returned,
  CONTENT_STATUS.passed,
  CONTENT_STATUS.archived,
  CONTENT_STATUS.contributed,
];

type Filters = { title: string; onTop: boolean; recommended: boolean; mine: boolean };
const NO_FILTERS: Filters = { title: "", onTop: false, recommended: false, mine: false };

/** The columns shared by the content list, the review queue and the recycle bin. */
export function useContentColumns(): MRT_ColumnDef<TContentRow>[] {
  const { locale } = useI18n();
  return useMemo<MRT_ColumnDef<TContentRow>[]>(
    () => [
      { accessorKey: "id", header: "ID", size: 70 },
      {
        accessorKey: "title",
        header: pick(CMS_TEXTS.title, locale),
        size: 320,
        Cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            {row.original.effectiveTopLevel > 0 ? (
              <Badge size="xs" color="red" variant="filled">
                {pick(CMS_TEXTS.topLevel, locale).slice(0, 2)}
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
      { accessorKey: "channelName", header: pick(CMS_TEXTS.channel, locale), size: 120 },
      {
        accessorKey: "typeName",
        header: pick(CMS_TEXTS.type, locale),
        size: 90,
        Cell: ({ row }) => row.original.typeName ?? "—",
      },
      {
        accessorKey: "status",
        header: pick(CMS_TEXTS.status, locale),
        size: 100,
        Cell: ({ row }) => <ContentStatusBadge status={row.original.status} />,
      },
      { accessorKey: "createdByName", header: pick(CMS_TEXTS.creator, locale), size: 100 },
      {
        accessorKey: "releaseDate",
        header: pick(CMS_TEXTS.releaseDate, locale),
        size: 150,
        Cell: ({ row }) => formatDateTime(row.original.releaseDate),
      },
      { accessorKey: "views", header: pick(CMS_TEXTS.views, locale), size: 70 },
    ],
    [locale],
  );
}

/** 内容管理: the channel tree, status tabs with counts, filters, the list and its batch actions. */
export function ContentListPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const channelId = search.channelId;
  const [status, setStatus] = useState<ContentStatus | undefined>(undefined);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const columns = useContentColumns();

  const counts = useQuery(trpc.content.countByStatus.queryOptions({ channelId, withSubChannels: true }));
  const list = useQuery({
    ...trpc.content.find.queryOptions({
      ...paging,
      channelId,
      withSubChannels: true,
      status,
      title: filters.title || undefined,
      onTop: filters.onTop || undefined,
      recommended: filters.recommended || undefined,
      mine: filters.mine || undefined,
      sort: "top",
    }),
    placeholderData: keepPreviousData,
  });
  const countOf = (code: number) => counts.data?.find((entry) => entry.status === code)?.count ?? 0;
  const allCount = (counts.data ?? [])
    .filter((entry) => entry.status !== CONTENT_STATUS.recycled)
    .reduce((sum, entry) => sum + entry.count, 0);

  const selectChannel = (next: number | undefined) => {
    setPaging((current) => ({ ...current, page: 1 }));
    void navigate({ search: next === undefined ? {} : { channelId: next } });
  };

  return (
    <PageCard
      title={pick(CMS_TEXTS.contentTitle, locale)}
      hint={pick(CMS_TEXTS.contentHint, locale)}
      testId="content-list-page"
      actions={
        <Permitted perm={CONTENT_KEYS.save}>
          <Button
            leftSection={<IconPlus size={16} />}
            renderRoot={(props) => <Link {...props} to="/content/save" search={channelId ? { channelId } : {}} />}
            data-testid="content-add"
          >
            {pick(CMS_TEXTS.add, locale)}
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
            onChange={(value) => {
              setStatus(value === null || value === "all" ? undefined : (Number(value) as ContentStatus));
              setPaging((current) => ({ ...current, page: 1 }));
            }}
            mb="sm"
          >
            <Tabs.List>
              <Tabs.Tab value="all" data-testid="content-tab-all">
                {pick(CMS_TEXTS.allStatuses, locale)} ({allCount})
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
              label={pick(CMS_TEXTS.filterTitle, locale)}
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
              onKeyDown={(event) => {
                if (event.key === "Enter") setFilters(draft);
              }}
              w={220}
            />
            <Checkbox
              label={pick(CMS_TEXTS.onTop, locale)}
              checked={draft.onTop}
              onChange={(event) => setDraft({ ...draft, onTop: event.currentTarget.checked })}
            />
            <Checkbox
              label={pick(CMS_TEXTS.recommended, locale)}
              checked={draft.recommended}
              onChange={(event) => setDraft({ ...draft, recommended: event.currentTarget.checked })}
            />
            <Checkbox
              label={pick(CMS_TEXTS.mine, locale)}
              checked={draft.mine}
              onChange={(event) => setDraft({ ...draft, mine: event.currentTarget.checked })}
            />
            <Button
              leftSection={<IconSearch size={16} />}
              onClick={() => {
                setFilters(draft);
                setPaging((current) => ({ ...current, page: 1 }));
              }}
            >
              {pick(CMS_TEXTS.search, locale)}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft(NO_FILTERS);
                setFilters(NO_FILTERS);
              }}
            >
              {pick(CMS_TEXTS.reset, locale)}
            </Button>
          </Group>
          <QueryTable
            tableId="content-list"
            list={list}
            columns={columns}
            paging={paging}
            onPageChange={setPaging}
            selectable
            toolbar={({ rows, clear }) => (
              <ContentBatchActions ids={rows.map((row) => row.id)} status={status} onDone={clear} />
            )}
            rowActions={(row) => (
              <Group gap={4} wrap="nowrap">
                <Anchor
                  size="sm"
                  renderRoot={(props) => <Link {...props} to="/content/view" search={{ id: row.id }} />}
                >
                  {pick(CMS_TEXTS.view, locale)}
                </Anchor>
                <Permitted perm={CONTENT_KEYS.update}>
                  <Anchor
                    size="sm"
                    renderRoot={(props) => <Link {...props} to="/content/update" search={{ id: row.id }} />}
                    data-testid={`content-edit-${row.id}`}
                  >
                    {pick(CMS_TEXTS.edit, locale)}
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
