import { Button, Group, Select, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import type { TCodeApplicationItem } from "@suyuan/contracts/code-application/code-application-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { formatNumber } from "@suyuan/contracts/common/format-value";
import { DataTable, type DataColumn } from "@suyuan/ui/data-table";
import { IconCalendar, IconPlus, IconTrash } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { exportHref } from "../../lib/export-link.ts";
import { formatDate, fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { useEnterpriseScope } from "../../common/use-enterprise-scope.ts";
import { FILTER_WIDTH, FilterBar } from "../../common/filter-bar.tsx";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { ActionLink, BulkButton, ExportMenu, RowLink } from "../../common/row-actions.tsx";
import {
  ApplicantKindText,
  ApplicationStatusBadge,
  GenerationProgress,
  useApplicantKindOptions,
  useApplicationStatusOptions,
  useGenerationStatusOptions,
} from "./application-labels.tsx";
import { ApplyChoiceSelect } from "./apply-choice-select.tsx";
import {
  applicationFilters,
  applicationsQueryOptions,
  isGenerating,
  type ApplicationsSearch,
} from "./applications-search.ts";
import { useServerTable } from "../../common/use-server-table.ts";
import { useDeleteRows } from "../../common/use-delete-rows.ts";

type Draft = {
  enterpriseId: string | null;
  status: string | null;
  generationStatus: string | null;
  applicantKind: string | null;
  from?: string;
  to?: string;
};
const draftOf = (search: ApplicationsSearch): Draft => ({
  enterpriseId: search.enterpriseId ? String(search.enterpriseId) : null,
  status: search.status ?? null,
  generationStatus: search.generationStatus ?? null,
  applicantKind: search.applicantKind ?? null,
  from: search.from,
  to: search.to,
});

/**
 * /apply/list (every application in scope) and /apply/sellerList (sellers' applications). The
 * route holds the search in the URL and hands it in, with a way to change it.
 */
export function ApplicationsPage({
  seller = false,
  search,
  onSearch,
}: {
  seller?: boolean;
  search: ApplicationsSearch;
  onSearch: (patch: Partial<ApplicationsSearch>) => void;
}) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const statusOptions = useApplicationStatusOptions();
  const generationOptions = useGenerationStatusOptions();
  const kindOptions = useApplicantKindOptions();
  const list = useQuery({
    ...applicationsQueryOptions(trpc, search, seller),
    placeholderData: keepPreviousData,
    // Rows being generated show their progress moving.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => isGenerating(item.generationStatus)) ? 1_500 : false,
  });
  const canDelete = usePermitted(OPERATION_KEYS.applyDelete);
  const canEdit = usePermitted("/apply/update");
  const canView = usePermitted("/apply/view");
  const canExamine = usePermitted("/apply/examine");
  const canBind = usePermitted("/apply/bindingCode");
  const { staff } = useEnterpriseScope();
  const remove = useMutation(trpc.codeApplication.delete.mutationOptions());

  const go = onSearch;
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      enterpriseId: next.enterpriseId ? Number(next.enterpriseId) : undefined,
      status: (next.status ?? undefined) as ApplicationsSearch["status"],
      generationStatus: (next.generationStatus ?? undefined) as ApplicationsSearch["generationStatus"],
      applicantKind: (next.applicantKind ?? undefined) as ApplicationsSearch["applicantKind"],
      from: next.from,
      to: next.to,
    });

  const askDelete = useDeleteRows<TCodeApplicationItem>({
    remove,
    confirm: (rows) =>
      rows.length === 1
        ? t("apply.deleteConfirm", { id: rows[0]!.id })
        : t("apply.deleteManyConfirm", { count: rows.length }),
    done: (count) => t("apply.deletedDone", { count }),
    invalidate: [trpc.codeApplication.pathKey()],
  });

  const columns = useMemo<DataColumn<TCodeApplicationItem>[]>(
    () => [
      {
        id: "id",
        header: t("apply.id"),
        enableSorting: false,
        size: 70,
        Cell: ({ row }) =>
          canView ? (
            <RowLink to="/apply/view" search={{ id: row.original.id }} px={0}>
              #{row.original.id}
            </RowLink>
          ) : (
            `#${row.original.id}`
          ),
      },
      {
        id: "goods",
        header: t("apply.goods"),
        enableSorting: false,
        size: 160,
        Cell: ({ row }) => (
          <div>
            <Text size="sm" fw={500}>
              {row.original.goods.name}
            </Text>
            {staff ? (
              <Text size="xs" c="dimmed">
                {row.original.enterprise.name}
              </Text>
            ) : null}
          </div>
        ),
      },
      ...(seller
        ? []
        : [
            {
              id: "applicantKind",
              header: t("apply.applicantKind"),
              enableSorting: false,
              size: 70,
              Cell: ({ row }: { row: { original: TCodeApplicationItem } }) => (
                <ApplicantKindText kind={row.original.applicantKind} />
              ),
            },
          ]),
      {
        accessorKey: "quantity",
        header: t("apply.quantity"),
        size: 90,
        Cell: ({ row }) => formatNumber(row.original.quantity, locale),
      },
      {
        id: "status",
        priority: "high",
        header: t("apply.status"),
        enableSorting: false,
        size: 80,
        Cell: ({ row }) => <ApplicationStatusBadge status={row.original.status} />,
      },
      {
        id: "generation",
        header: t("apply.generation"),
        enableSorting: false,
        size: 200,
        Cell: ({ row }) => (
          <GenerationProgress
            status={row.original.generationStatus}
            generated={row.original.generatedCount}
            quantity={row.original.quantity}
          />
        ),
      },
      {
        accessorKey: "createdAt",
        header: t("apply.appliedAt"),
        size: 100,
        Cell: ({ row }) => formatDate(row.original.createdAt),
      },
    ],
    [t, locale, canView, staff, seller],
  );

  const filters = applicationFilters(search);
  const title = seller ? t("apply.sellerListTitle") : t("apply.listTitle");

  const table = useServerTable({ tableId: seller ? "seller-applications" : "applications", list, search, go });

  return (
    <PageCard
      title={title}
      hint={seller ? t("apply.sellerListHint") : t("apply.listHint")}
      testId={seller ? "seller-applications-page" : "applications-page"}
      actions={
        <>
          <Permitted perm={OPERATION_KEYS.applyExport}>
            <ExportMenu
              csv={exportHref("code-applications", "csv", seller ? { ...filters, applicantKind: "seller" } : filters)}
              xlsx={exportHref("code-applications", "xlsx", seller ? { ...filters, applicantKind: "seller" } : filters)}
            />
          </Permitted>
          <Permitted perm="/apply/add">
            <Button component={Link} to="/apply/add" leftSection={<IconPlus size={16} />}>
              {t("apply.add")}
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
        {staff ? (
          <ApplyChoiceSelect
            kind="enterprise"
            label={t("apply.enterprise")}
            w={FILTER_WIDTH + 40}
            value={draft.enterpriseId}
            onChange={(value) => setDraft({ ...draft, enterpriseId: value })}
            placeholder={t("common.all")}
          />
        ) : null}
        <Select
          label={t("apply.status")}
          w={FILTER_WIDTH - 40}
          data={statusOptions}
          value={draft.status}
          onChange={(value) => setDraft({ ...draft, status: value })}
          placeholder={t("common.all")}
          clearable
        />
        <Select
          label={t("apply.generation")}
          w={FILTER_WIDTH - 40}
          data={generationOptions}
          value={draft.generationStatus}
          onChange={(value) => setDraft({ ...draft, generationStatus: value })}
          placeholder={t("common.all")}
          clearable
        />
        {seller ? null : (
          <Select
            label={t("apply.applicantKind")}
            w={FILTER_WIDTH - 60}
            data={kindOptions}
            value={draft.applicantKind}
            onChange={(value) => setDraft({ ...draft, applicantKind: value })}
            placeholder={t("common.all")}
            clearable
          />
        )}
        <DatePickerInput
          type="range"
          label={t("apply.from")}
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
      <DataTable<TCodeApplicationItem>
        {...table}
        columns={columns}
        selectable={canDelete}
        toolbar={({ rows, clear }) =>
          rows.length === 0 || !canDelete ? null : (
            <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
              {t("apply.bulkDelete")}
            </BulkButton>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={190}
        rowActions={(item) => {
          const target = `#${item.id}`;
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {canView ? (
                <RowLink to="/apply/view" search={{ id: item.id }} aria-label={`${t("apply.view")} ${target}`}>
                  {t("apply.view")}
                </RowLink>
              ) : null}
              {canEdit && item.status === "pending" ? (
                <RowLink to="/apply/update" search={{ id: item.id }} aria-label={`${t("common.edit")} ${target}`}>
                  {t("common.edit")}
                </RowLink>
              ) : null}
              {canExamine && item.status === "pending" ? (
                <RowLink
                  to="/apply/examine"
                  search={{ id: item.id }}
                  c="orange"
                  aria-label={`${t("apply.examine")} ${target}`}
                >
                  {t("apply.examine")}
                </RowLink>
              ) : null}
              {canBind && item.generationStatus === "done" ? (
                <RowLink to="/apply/bindingCode" search={{ id: item.id }} aria-label={`${t("apply.bind")} ${target}`}>
                  {t("apply.bind")}
                </RowLink>
              ) : null}
              {canDelete && item.status === "pending" ? (
                <ActionLink label={t("common.delete")} target={target} color="red" onClick={() => askDelete([item])} />
              ) : null}
            </Group>
          );
        }}
      />
    </PageCard>
  );
}
