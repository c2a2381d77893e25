import { Anchor, Button, Group, Modal, Select, Text, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TRecallItem, TRecallLevel, TRecallStatus } from "@suyuan/contracts/recall/recall-fields";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { IconCalendar, IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { exportHref } from "../../lib/export-link.ts";
import { failureText } from "../../lib/failure.ts";
import { formatDate, fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { useEnterpriseScope } from "../batches/use-enterprise-scope.ts";
import { FILTER_WIDTH, FilterBar } from "../common/filter-bar.tsx";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink, ExportMenu, RowLink } from "../common/row-actions.tsx";
import { EnterpriseSelect } from "../users/enterprise-select.tsx";
import { RecallCloseModal } from "./recall-close-modal.tsx";
import { RecallDetails } from "./recall-details.tsx";
import {
  RecallLevelBadge,
  RecallStatusBadge,
  useRecallLevelOptions,
  useRecallStatusOptions,
} from "./recall-labels.tsx";
import { recallFilters, recallsQueryOptions, type RecallsSearch } from "./recalls-search.ts";
import { useServerTable } from "../common/use-server-table.ts";

const route = getRouteApi("/_authed/recall/list");

type Draft = {
  title: string;
  batchNo: string;
  enterpriseId: string | null;
  status: string | null;
  level: string | null;
  from?: string;
  to?: string;
};
const draftOf = (search: RecallsSearch): Draft => ({
  title: search.title ?? "",
  batchNo: search.batchNo ?? "",
  enterpriseId: search.enterpriseId ? String(search.enterpriseId) : null,
  status: search.status ?? null,
  level: search.level ? String(search.level) : null,
  from: search.from,
  to: search.to,
});

/** Up to three batch numbers, then how many more. */
function batchesText(recall: TRecallItem): string {
  const numbers = recall.batches.map((batch) => batch.batchNo);
  return numbers.length <= 3 ? numbers.join("、") : `${numbers.slice(0, 3).join("、")} …(${numbers.length})`;
}

export function RecallsPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const [viewing, setViewing] = useState<TRecallItem | null>(null);
  const [closing, setClosing] = useState<TRecallItem | null>(null);
  const statusOptions = useRecallStatusOptions();
  const levelOptions = useRecallLevelOptions();
  const list = useQuery({ ...recallsQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const canEdit = usePermitted("/recall/update");
  const { staff } = useEnterpriseScope();

  const go = (patch: Partial<RecallsSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      title: next.title.trim() || undefined,
      batchNo: next.batchNo.trim() || undefined,
      enterpriseId: next.enterpriseId ? Number(next.enterpriseId) : undefined,
      status: (next.status ?? undefined) as TRecallStatus | undefined,
      level: next.level ? (Number(next.level) as TRecallLevel) : undefined,
      from: next.from,
      to: next.to,
    });

  const columns = useMemo<MRT_ColumnDef<TRecallItem>[]>(
    () => [
      {
        accessorKey: "title",
        header: t("recall.title"),
        size: 200,
        Cell: ({ row }) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            onClick={() => setViewing(row.original)}
            aria-label={`${t("common.view")} ${row.original.title}`}
          >
            {row.original.title}
          </Anchor>
        ),
      },
      ...(staff
        ? [
            {
              id: "enterprise",
              header: t("recall.enterprise"),
              enableSorting: false,
              size: 140,
              Cell: ({ row }: { row: { original: TRecallItem } }) => row.original.enterprise.name,
            },
          ]
        : []),
      {
        accessorKey: "level",
        header: t("recall.level"),
        size: 90,
        Cell: ({ row }) => <RecallLevelBadge level={row.original.level} />,
      },
      {
        id: "status",
        header: t("recall.status"),
        enableSorting: false,
        size: 90,
        Cell: ({ row }) => <RecallStatusBadge status={row.original.status} />,
      },
      { accessorKey: "startDate", header: t("recall.startDate"), size: 110 },
      {
        id: "batches",
        header: t("recall.batches"),
        enableSorting: false,
        size: 180,
        Cell: ({ row }) => (
          <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
            {batchesText(row.original)}
          </Text>
        ),
      },
      {
        accessorKey: "createdAt",
        header: t("common.createdAt"),
        size: 100,
        Cell: ({ row }) => formatDate(row.original.createdAt),
      },
    ],
    [t, staff],
  );

  const filters = recallFilters(search);

  const table = useServerTable({ tableId: "recalls", list, search, go });

  return (
    <PageCard
      title={t("recall.listTitle")}
      hint={t("recall.listHint")}
      testId="recalls-page"
      actions={
        <>
          <Permitted perm={OPERATION_KEYS.recallExport}>
            <ExportMenu csv={exportHref("recalls", "csv", filters)} xlsx={exportHref("recalls", "xlsx", filters)} />
          </Permitted>
          <Permitted perm="/recall/save">
            <Button component={Link} to="/recall/save" leftSection={<IconPlus size={16} />}>
              {t("recall.add")}
            </Button>
          </Permitted>
        </>
      }
    >
      <FilterBar
        onSearch={() => applyDraft(draft)}
        onReset={() => {
          const empty = draftOf({});
          setDraft(empty);
          applyDraft(empty);
        }}
      >
        <TextInput
          label={t("recall.title")}
          w={FILTER_WIDTH}
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
        />
        <TextInput
          label={t("recall.batchNo")}
          w={FILTER_WIDTH}
          value={draft.batchNo}
          onChange={(event) => setDraft({ ...draft, batchNo: event.currentTarget.value })}
        />
        {staff ? (
          <EnterpriseSelect
            label={t("recall.enterprise")}
            w={FILTER_WIDTH + 40}
            value={draft.enterpriseId}
            onChange={(value) => setDraft({ ...draft, enterpriseId: value })}
          />
        ) : null}
        <Select
          label={t("recall.status")}
          w={FILTER_WIDTH - 60}
          data={statusOptions}
          value={draft.status}
          onChange={(value) => setDraft({ ...draft, status: value })}
          placeholder={t("common.all")}
          clearable
        />
        <Select
          label={t("recall.level")}
          w={FILTER_WIDTH - 60}
          data={levelOptions}
          value={draft.level}
          onChange={(value) => setDraft({ ...draft, level: value })}
          placeholder={t("common.all")}
          clearable
        />
        <DatePickerInput
          type="range"
          label={t("recall.startDate")}
          valueFormat="YYYY-MM-DD"
          leftSection={<IconCalendar size={16} />}
          w={250}
          allowSingleDateInRange
          clearable
          value={[fromDateParam(draft.from), fromDateParam(draft.to)]}
          onChange={([start, end]) => setDraft({ ...draft, from: toDateParam(start), to: toDateParam(end) })}
        />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<TRecallItem>
        {...table}
        columns={columns}
        rowActionsHeader={t("common.actions")}
        rowActionsSize={200}
        rowActions={(recall) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <ActionLink label={t("common.view")} target={recall.title} onClick={() => setViewing(recall)} />
            {canEdit && recall.status === "active" ? (
              <>
                <RowLink
                  to="/recall/update"
                  search={{ id: recall.id }}
                  aria-label={`${t("common.edit")} ${recall.title}`}
                >
                  {t("common.edit")}
                </RowLink>
                <ActionLink
                  label={t("recall.close")}
                  target={recall.title}
                  color="red"
                  onClick={() => setClosing(recall)}
                />
              </>
            ) : null}
            {canEdit && recall.status === "closed" ? (
              <ActionLink label={t("recall.editCloseNote")} target={recall.title} onClick={() => setClosing(recall)} />
            ) : null}
          </Group>
        )}
      />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={t("recall.viewTitle")}
        size="lg"
        centered
      >
        {viewing ? <RecallDetails recall={viewing} /> : null}
      </Modal>
      <RecallCloseModal recall={closing} onClose={() => setClosing(null)} />
    </PageCard>
  );
}
