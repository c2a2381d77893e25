import { Anchor, Button, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TQualityCheckItem } from "@suyuan/contracts/quality-check/quality-check-fields";
import { DataTable, type DataColumn } from "@suyuan/ui/data-table";
import { IconAlertTriangle, IconCalendar, IconPlus, IconTrash } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { exportHref } from "../../lib/export-link.ts";
import { fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { BatchSelect } from "../../common/batch-select.tsx";
import { ChoiceSelect } from "../../common/choice-select.tsx";
import { useEnterpriseScope } from "../../common/use-enterprise-scope.ts";
import { FILTER_WIDTH, FilterBar } from "../../common/filter-bar.tsx";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { ActionLink, BulkButton, ExportMenu, RowLink } from "../../common/row-actions.tsx";
import { EnterpriseSelect } from "../../common/enterprise-select.tsx";
import { QualityCheckDetails } from "./quality-check-details.tsx";
import { PassedBadge, useItemsSummary } from "./quality-check-labels.tsx";
import { qualityCheckFilters, qualityChecksQueryOptions, type QualityChecksSearch } from "./quality-checks-search.ts";
import { useServerTable } from "../../common/use-server-table.ts";
import { useDeleteRows } from "../../common/use-delete-rows.ts";

const route = getRouteApi("/_authed/quality_check/list");

type Draft = {
  organisation: string;
  enterpriseId: string | null;
  batchId: string | null;
  goodsId: string | null;
  passed: string | null;
  from?: string;
  to?: string;
};
const draftOf = (search: QualityChecksSearch): Draft => ({
  organisation: search.organisation ?? "",
  enterpriseId: search.enterpriseId ? String(search.enterpriseId) : null,
  batchId: search.batchId ? String(search.batchId) : null,
  goodsId: search.goodsId ? String(search.goodsId) : null,
  passed: search.passed === undefined ? null : String(search.passed),
  from: search.from,
  to: search.to,
});

export function QualityChecksPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const [viewing, setViewing] = useState<TQualityCheckItem | null>(null);
  const list = useQuery({ ...qualityChecksQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const summary = useItemsSummary();
  const canDelete = usePermitted(OPERATION_KEYS.qualityCheckDelete);
  const canEdit = usePermitted("/quality_check/update");
  const { staff, ownEnterpriseId } = useEnterpriseScope();
  const remove = useMutation(trpc.qualityCheck.delete.mutationOptions());
  const pickerEnterprise = staff ? (draft.enterpriseId ? Number(draft.enterpriseId) : null) : ownEnterpriseId;

  const go = (patch: Partial<QualityChecksSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      organisation: next.organisation.trim() || undefined,
      enterpriseId: next.enterpriseId ? Number(next.enterpriseId) : undefined,
      batchId: next.batchId ? Number(next.batchId) : undefined,
      goodsId: next.goodsId ? Number(next.goodsId) : undefined,
      passed: next.passed === null ? undefined : next.passed === "true",
      from: next.from,
      to: next.to,
    });

  const askDelete = useDeleteRows<TQualityCheckItem>({
    remove,
    confirm: (rows) =>
      rows.length === 1
        ? t("qc.deleteConfirm", { date: rows[0]!.checkDate, organisation: rows[0]!.organisation })
        : t("qc.deleteManyConfirm", { count: rows.length }),
    done: (count) => t("qc.deletedDone", { count }),
    invalidate: [trpc.qualityCheck.pathKey()],
  });

  const columns = useMemo<DataColumn<TQualityCheckItem>[]>(
    () => [
      { accessorKey: "checkDate", header: t("qc.checkDate"), size: 105 },
      {
        id: "target",
        header: t("qc.target"),
        enableSorting: false,
        size: 140,
        Cell: ({ row }) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            onClick={() => setViewing(row.original)}
            aria-label={`${t("common.view")} ${row.original.checkDate} ${row.original.organisation}`}
          >
            <Stack gap={0}>
              <span>{row.original.goods?.name ?? "—"}</span>
              {row.original.batch ? (
                <Text span size="xs" c="dimmed" ff="monospace">
                  {row.original.batch.batchNo}
                </Text>
              ) : null}
            </Stack>
          </Anchor>
        ),
      },
      ...(staff
        ? [
            {
              id: "enterprise",
              header: t("qc.enterprise"),
              enableSorting: false,
              size: 120,
              Cell: ({ row }: { row: { original: TQualityCheckItem } }) => row.original.enterprise.name,
            },
          ]
        : []),
      { accessorKey: "organisation", header: t("qc.organisation"), size: 130 },
      {
        id: "items",
        header: t("qc.items"),
        enableSorting: false,
        size: 110,
        Cell: ({ row }) => summary(row.original.items),
      },
      {
        id: "passed",
        priority: "high",
        header: t("qc.passed"),
        enableSorting: false,
        size: 105,
        Cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <PassedBadge passed={row.original.passed} />
            {row.original.recall ? (
              <IconAlertTriangle
                size={16}
                color="var(--mantine-color-red-6)"
                aria-label={t("qc.recallLinked", { title: row.original.recall.title })}
              />
            ) : null}
          </Group>
        ),
      },
    ],
    [t, staff, summary],
  );

  const filters = qualityCheckFilters(search);

  const table = useServerTable({ tableId: "quality-checks", list, search, go });

  return (
    <PageCard
      title={t("qc.listTitle")}
      hint={t("qc.listHint")}
      testId="quality-checks-page"
      actions={
        <>
          <Permitted perm={OPERATION_KEYS.qualityCheckExport}>
            <ExportMenu
              csv={exportHref("quality-checks", "csv", filters)}
              xlsx={exportHref("quality-checks", "xlsx", filters)}
            />
          </Permitted>
          <Permitted perm="/quality_check/save">
            <Button component={Link} to="/quality_check/save" leftSection={<IconPlus size={16} />}>
              {t("qc.add")}
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
          label={t("qc.organisation")}
          w={FILTER_WIDTH}
          value={draft.organisation}
          onChange={(event) => setDraft({ ...draft, organisation: event.currentTarget.value })}
        />
        {staff ? (
          <EnterpriseSelect
            label={t("qc.enterprise")}
            w={FILTER_WIDTH + 40}
            value={draft.enterpriseId}
            onChange={(value) => setDraft({ ...draft, enterpriseId: value, batchId: null, goodsId: null })}
          />
        ) : null}
        <BatchSelect
          label={t("qc.batch")}
          w={FILTER_WIDTH + 40}
          enterpriseId={pickerEnterprise}
          value={draft.batchId}
          onChange={(value) => setDraft({ ...draft, batchId: value })}
        />
        <ChoiceSelect
          kind="goods"
          label={t("qc.goods")}
          w={FILTER_WIDTH}
          enterpriseId={pickerEnterprise}
          value={draft.goodsId}
          onChange={(value) => setDraft({ ...draft, goodsId: value })}
        />
        <Select
          label={t("qc.passed")}
          w={FILTER_WIDTH - 60}
          data={[
            { value: "true", label: t("qc.passedYes") },
            { value: "false", label: t("qc.passedNo") },
          ]}
          value={draft.passed}
          onChange={(value) => setDraft({ ...draft, passed: value })}
          placeholder={t("common.all")}
          clearable
        />
        <DatePickerInput
          type="range"
          label={t("qc.checkDate")}
          valueFormat="YYYY-MM-DD"
          leftSection={<IconCalendar size={16} />}
          w={250}
          allowSingleDateInRange
          clearable
          value={[fromDateParam(draft.from), fromDateParam(draft.to)]}
          onChange={([start, end]) => setDraft({ ...draft, from: toDateParam(start), to: toDateParam(end) })}
        />
      </FilterBar>
      {list.isError ? <QueryLoadError query={list} /> : null}
      <DataTable<TQualityCheckItem>
        {...table}
        columns={columns}
        selectable={canDelete}
        toolbar={({ rows, clear }) =>
          rows.length === 0 || !canDelete ? null : (
            <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
              {t("qc.bulkDelete")}
            </BulkButton>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={150}
        rowActions={(check) => {
          const name = `${check.checkDate} ${check.organisation}`;
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <ActionLink label={t("common.view")} target={name} onClick={() => setViewing(check)} />
              {canEdit ? (
                <RowLink
                  to="/quality_check/update"
                  search={{ id: check.id }}
                  aria-label={`${t("common.edit")} ${name}`}
                >
                  {t("common.edit")}
                </RowLink>
              ) : null}
              {canDelete && !check.recall ? (
                <ActionLink label={t("common.delete")} target={name} color="red" onClick={() => askDelete([check])} />
              ) : null}
            </Group>
          );
        }}
      />
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title={t("qc.viewTitle")} size="lg" centered>
        {viewing ? <QualityCheckDetails check={viewing} /> : null}
      </Modal>
    </PageCard>
  );
}
