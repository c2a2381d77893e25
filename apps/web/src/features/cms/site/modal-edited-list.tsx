import { Button, Group, Modal } from "@mantine/core";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { IconPlus } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { Fragment, useState, type ReactNode } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../../lib/app-error.ts";
import { confirmAction } from "../../../lib/confirm.tsx";
import { failureText, notifyFailure } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { usePermitted } from "../../../permissions/use-permitted.ts";
import { LoadError } from "../../../common/load-error.tsx";
import { PageCard } from "../../../common/page-card.tsx";
import { QueryTable, type PagedQuery, type Paging } from "../../../common/query-table.tsx";
import { ActionLink } from "../../../common/row-actions.tsx";
import { cleanSearch } from "../../../lib/list-search.ts";

type DeleteMutation = {
  mutate: (input: { ids: number[] }, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
};

/** What the edit dialog's form gets: the row (null when adding), and how to leave the dialog. */
type FormSlot<Row> = (row: Row | null, done: { close: () => void; saved: () => void }) => ReactNode;

/**
 * The paging of a list page edited in a dialog, kept in the URL like every other list's (beside
 * whatever else the page's search holds, such as the model whose fields are listed).
 */
export function useUrlPaging(): [Paging, (next: Paging) => void] {
  const search: { page?: number; pageSize?: number } = useSearch({ strict: false });
  const navigate = useNavigate();
  const paging = { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
  return [paging, (next) => void navigate({ to: ".", search: (previous) => cleanSearch({ ...previous, ...next }) })];
}

/**
 * The page of a list edited in a dialog (sites, models, model fields, directives): the add
 * button, the list in the one list table with edit and delete on each row, the delete
 * confirmation and the add/edit dialog. Each permission key hides its own button; `deletable`
 * spares the rows that must stay.
 */
export function ModalEditedList<Row extends { id: number }>({
  title,
  hint,
  testId,
  tableId,
  leadingActions,
  keys,
  texts,
  modalSize,
  failure,
  onRetry,
  refresh,
  columns,
  list,
  paging,
  onPageChange,
  rowActionsSize = 160,
  rowName,
  rowLinks,
  deletable,
  remove,
  form,
}: {
  title: string;
  hint: string;
  testId: string;
  /** Names the table's remembered column choices. */
  tableId: string;
  /** Shown before the add button (a way back, say). */
  leadingActions?: ReactNode;
  keys: { add: PermissionKey; edit: PermissionKey; delete: PermissionKey };
  /** `deleteQuestion` names the row as {name}. */
  texts: { add: string; edit: string; deleteQuestion: string };
  modalSize?: "lg";
  /** The failure of another load the page needs (the list's own shows in the table's place). */
  failure?: unknown;
  onRetry?: () => void;
  /** Reloads whatever shows these rows, after a save or a delete. */
  refresh: () => Promise<unknown>;
  columns: DataColumn<Row>[];
  /** The current page of rows (`wholeListPage` pages a list the server answers whole). */
  list: PagedQuery<Row>;
  paging: Paging;
  onPageChange: (paging: Paging) => void;
  rowActionsSize?: number;
  rowName: (row: Row) => string;
  /** Row actions that open another page, before edit and delete. */
  rowLinks?: (row: Row) => ReactNode;
  deletable: (row: Row) => boolean;
  remove: DeleteMutation;
  form: FormSlot<Row>;
}) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const canAdd = usePermitted(keys.add);
  const canEdit = usePermitted(keys.edit);
  const canDelete = usePermitted(keys.delete);

  const askDelete = (row: Row) =>
    confirmAction({
      title: t("site.confirmTitle"),
      message: texts.deleteQuestion.replace("{name}", rowName(row)),
      confirmLabel: t("site.delete"),
      cancelLabel: t("site.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: [row.id] },
          {
            onSuccess: () => {
              notifySuccess(t("site.deleted"));
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const addButton = canAdd ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
      {texts.add}
    </Button>
  ) : null;
  const close = () => setEditing(null);
  return (
    <PageCard
      title={title}
      hint={hint}
      testId={testId}
      actions={
        leadingActions ? (
          <>
            {leadingActions}
            {addButton}
          </>
        ) : (
          addButton
        )
      }
    >
      {failure ? <LoadError message={failureText(toAppFailure(failure), t)} onRetry={() => onRetry?.()} /> : null}
      <QueryTable<Row>
        tableId={tableId}
        list={list}
        paging={paging}
        onPageChange={onPageChange}
        columns={columns}
        rowActionsSize={rowActionsSize}
        rowActions={(row) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {rowLinks?.(row)}
            {canEdit ? (
              <ActionLink label={t("site.edit")} target={rowName(row)} onClick={() => setEditing(row)} />
            ) : null}
            {canDelete && deletable(row) ? (
              <ActionLink label={t("site.delete")} target={rowName(row)} color="red" onClick={() => askDelete(row)} />
            ) : null}
          </Group>
        )}
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        centered
        size={modalSize}
        title={editing === "new" ? texts.add : texts.edit}
      >
        {editing ? (
          // A fresh form for each row opened, so no input carries over from the last one.
          <Fragment key={editing === "new" ? "new" : editing.id}>
            {form(editing === "new" ? null : editing, {
              close,
              saved: () => {
                close();
                void refresh();
              },
            })}
          </Fragment>
        ) : null}
      </Modal>
    </PageCard>
  );
}
