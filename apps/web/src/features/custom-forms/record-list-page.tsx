import { Anchor, Badge, Button, Group, Modal, SegmentedControl, Select, Table } from "@mantine/core";
import { CUSTOM_RECORD_KEYS } from "@suyuan/contracts/custom-form/custom-form-keys";
import type { TRecordItem } from "@suyuan/contracts/custom-form/custom-form-operations";
import { CUSTOM_RECORD_STATUS_LABELS } from "@suyuan/contracts/custom-form/custom-form-types";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { ConfirmButton } from "../../common/confirm-button.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { QueryTable } from "../../common/query-table.tsx";
import { useCountedOutcome } from "../../common/use-counted-outcome.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { pick } from "../../i18n/pick-label.ts";
import { exportHref } from "../../lib/export-link.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import type { RecordListSearch } from "./record-list-search.ts";

const route = getRouteApi("/_authed/record/page");

const COLORS: Record<string, string> = { "-1": "red", "0": "gray", "1": "orange", "2": "green" };
const STATUS_CHOICES = ["1", "2", "-1"] as const;

type Field = { field: string; label: string; dataType: string; displayInList: boolean };

/** An attachment's or picture's address (a stored upload or a web address) opens in a new tab. */
const isFileAddress = (value: string) => /^\/uploads\/[0-9a-f]{32}$/.test(value) || /^https?:\/\//i.test(value);

/** One value of a submission: a file field's address as a link to the file, any other as text. */
function RecordValue({ field, value }: { field: Field; value: string | undefined }) {
  const { t } = useI18n();
  if (!value) return "—";
  if ((field.dataType === "9" || field.dataType === "10") && isFileAddress(value))
    return (
      <Anchor href={value} target="_blank" rel="noopener noreferrer" data-testid="record-file">
        {t("customForm.openFile")}
      </Anchor>
    );
  return value;
}

function StatusBadge({ status }: { status: number }) {
  const { locale } = useI18n();
  const label = CUSTOM_RECORD_STATUS_LABELS[String(status)];
  return (
    <Badge color={COLORS[String(status)]} variant="light" data-testid="record-status">
      {label ? pick(label, locale) : status}
    </Badge>
  );
}

/** One submission's values in full, by the form's fields. */
function RecordDialog({ record, fields, onClose }: { record: TRecordItem; fields: Field[]; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal opened onClose={onClose} title={t("customForm.detail")} size="lg" centered>
      <Table>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field.field}>
              <Table.Th w={160}>{field.label}</Table.Th>
              <Table.Td>
                <RecordValue field={field} value={record.attrs[field.field]} />
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>{t("customForm.submitted")}</Table.Th>
            <Table.Td>
              {record.createTime}（{record.username || t("customForm.guest")}，{record.ip}）
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("customForm.reviewer")}</Table.Th>
            <Table.Td>{record.checkerName ? `${record.checkerName} ${record.checkTime}` : "—"}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Modal>
  );
}

/** 表单提交记录: a form's submissions by status, with its list fields as columns; passed, refused, deleted, exported. */
export function RecordListPage() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const go = (next: Partial<RecordListSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, page: undefined, ...next }) });
  const forms = useQuery(trpc.customForm.find.queryOptions({ pageSize: 100, sortBy: "priority", sortDir: "asc" }));
  const formId = search.formId ?? forms.data?.items[0]?.id;
  const paging = { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
  const list = useQuery({
    ...trpc.customRecord.page.queryOptions({
      formId: formId ?? 0,
      status: search.status as 1 | 2 | -1 | undefined,
      ...paging,
    }),
    enabled: formId !== undefined,
    placeholderData: keepPreviousData,
  });
  const outcome = useCountedOutcome(trpc.customRecord.pathKey());
  const check = useMutation(trpc.customRecord.check.mutationOptions(outcome("customForm.checked")));
  const remove = useMutation(trpc.customRecord.delete.mutationOptions(outcome("customForm.deleted")));
  const [viewing, setViewing] = useState<TRecordItem | null>(null);
  const fields: Field[] = list.data?.fields ?? [];
  const shown = fields.some((field) => field.displayInList)
    ? fields.filter((field) => field.displayInList)
    : fields.slice(0, 4);
  const columnKey = shown.map((field) => field.field).join(",");
  const columns = useMemo<DataColumn<TRecordItem>[]>(
    () => [
      ...shown.map<DataColumn<TRecordItem>>((field) => ({
        id: `attr_${field.field}`,
        header: field.label,
        size: 150,
        Cell: ({ row }) => <RecordValue field={field} value={row.original.attrs[field.field]} />,
      })),
      {
        accessorKey: "status",
        priority: "high",
        header: t("customForm.status"),
        size: 90,
        Cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        accessorKey: "username",
        header: t("customForm.member"),
        size: 110,
        Cell: ({ row }) => row.original.username || t("customForm.guest"),
      },
      { accessorKey: "createTime", header: t("customForm.submitted"), size: 150 },
    ],
    // The columns follow the form's list fields and the language.
    [locale, columnKey],
  );
  const review = (ids: number[], status: 2 | -1, done?: () => void) =>
    check.mutate({ ids, status }, done ? { onSuccess: done } : undefined);
  const confirmText = (count: number, action: UiKey) => t("customForm.confirmCheck", { count, action: t(action) });
  return (
    <PageCard title={t("customForm.recordsTitle")} hint={t("customForm.recordsHint")} testId="record-list-page">
      <Group gap="sm" mb="sm" align="flex-end">
        <Select
          aria-label={t("customForm.chooseForm")}
          placeholder={t("customForm.chooseForm")}
          w={220}
          value={formId === undefined ? null : String(formId)}
          onChange={(value) => go({ formId: value ? Number(value) : undefined })}
          data={(forms.data?.items ?? []).map((form) => ({ value: String(form.id), label: form.name }))}
          data-testid="record-form"
        />
        <SegmentedControl
          value={search.status === undefined ? "all" : String(search.status)}
          onChange={(value) => go({ status: value === "all" ? undefined : Number(value) })}
          data={[
            { value: "all", label: t("customForm.all") },
            ...STATUS_CHOICES.map((value) => ({ value, label: pick(CUSTOM_RECORD_STATUS_LABELS[value]!, locale) })),
          ]}
        />
        {formId !== undefined ? (
          <Permitted perm={CUSTOM_RECORD_KEYS.export}>
            <Button
              component="a"
              variant="light"
              href={exportHref("customRecords", "csv", { formId, status: search.status })}
              download
            >
              {t("customForm.exportCsv")}
            </Button>
          </Permitted>
        ) : null}
      </Group>
      <QueryTable
        tableId="cms-custom-records"
        list={list}
        columns={columns}
        paging={paging}
        onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
        selectable
        rowActionsSize={200}
        rowActions={(record) => (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" onClick={() => setViewing(record)}>
              {t("customForm.view")}
            </Button>
            {record.status !== 2 ? (
              <Permitted perm={CUSTOM_RECORD_KEYS.check}>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="green"
                  onClick={() => review([record.id], 2)}
                  data-testid="record-pass"
                >
                  {t("customForm.pass")}
                </Button>
                <Button size="compact-xs" variant="light" color="red" onClick={() => review([record.id], -1)}>
                  {t("customForm.refuse")}
                </Button>
              </Permitted>
            ) : null}
          </Group>
        )}
        toolbar={({ rows, clear }) => (
          <Group gap="xs">
            <ConfirmButton
              perm={CUSTOM_RECORD_KEYS.check}
              message={confirmText(rows.length, "customForm.pass")}
              onConfirm={() =>
                review(
                  rows.map((row) => row.id),
                  2,
                  clear,
                )
              }
              selected={rows.length}
            >
              {t("customForm.pass")}
            </ConfirmButton>
            <ConfirmButton
              perm={CUSTOM_RECORD_KEYS.check}
              message={confirmText(rows.length, "customForm.refuse")}
              onConfirm={() =>
                review(
                  rows.map((row) => row.id),
                  -1,
                  clear,
                )
              }
              selected={rows.length}
            >
              {t("customForm.refuse")}
            </ConfirmButton>
            <ConfirmButton
              perm={CUSTOM_RECORD_KEYS.delete}
              title={t("customForm.delete")}
              message={t("customForm.confirmDelete", { count: rows.length })}
              danger
              onConfirm={() => remove.mutate({ ids: rows.map((row) => row.id) }, { onSuccess: clear })}
              selected={rows.length}
            >
              {t("customForm.delete")}
            </ConfirmButton>
          </Group>
        )}
      />
      {viewing ? <RecordDialog record={viewing} fields={fields} onClose={() => setViewing(null)} /> : null}
    </PageCard>
  );
}
