import { Badge } from "@mantine/core";
import type { TDirectiveItem } from "@suyuan/contracts/directive/directive-operations";
import type { DataColumn } from "@suyuan/ui/data-table";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { useTrpc } from "../../../lib/use-trpc.ts";
import { flattenChannels } from "../channel-options.ts";
import { ModalEditedList, useUrlPaging } from "../site/modal-edited-list.tsx";
import { CopyCodeButton } from "./directive-code-block.tsx";
import { DirectiveWizard, KIND_TEXT } from "./directive-wizard.tsx";

/** 标签向导: the site's saved tags (copy, edit, delete) and the wizard that makes them, in a dialog. */
export function DirectiveListPage() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const [paging, setPaging] = useUrlPaging();
  const directives = useQuery({ ...trpc.directive.find.queryOptions(paging), placeholderData: keepPreviousData });
  const choices = useQuery(trpc.directive.choices.queryOptions(undefined, { staleTime: 30_000 }));
  const create = useMutation(trpc.directive.create.mutationOptions());
  const update = useMutation(trpc.directive.update.mutationOptions());
  const remove = useMutation(trpc.directive.delete.mutationOptions());
  const channels = useMemo(() => flattenChannels(choices.data?.channels ?? []), [choices.data]);
  const types = useMemo(
    () => (choices.data?.types ?? []).map((type) => ({ value: String(type.id), label: type.name })),
    [choices.data],
  );
  const columns = useMemo<DataColumn<TDirectiveItem>[]>(() => {
    return [
      { accessorKey: "name", header: t("directive.name"), priority: "primary", size: 200 },
      {
        accessorKey: "kind",
        header: t("directive.kind"),
        size: 120,
        Cell: ({ row }) => <Badge variant="light">{t(KIND_TEXT[row.original.kind].label)}</Badge>,
      },
      {
        accessorKey: "updatedAt",
        header: t("directive.updatedAt"),
        size: 150,
        Cell: ({ row }) => formatDateTime(row.original.updatedAt),
      },
    ];
  }, [locale]);

  return (
    <ModalEditedList<TDirectiveItem>
      title={t("directive.title")}
      hint={t("directive.hint")}
      testId="directive-list-page"
      tableId="cms-directives"
      keys={{ add: "/directive/save", edit: "/directive/save", delete: "/directive/delete" }}
      texts={{ add: t("directive.add"), edit: t("directive.edit"), deleteQuestion: t("directive.deleteQuestion") }}
      modalSize="lg"
      failure={choices.error}
      onRetry={() => void choices.refetch()}
      refresh={() => directives.refetch()}
      list={directives}
      paging={paging}
      onPageChange={setPaging}
      rowActionsSize={220}
      rowName={(row) => row.name}
      rowLinks={(row) => <CopyCodeButton code={row.code} target={row.name} />}
      deletable={() => true}
      remove={remove}
      columns={columns}
      form={(row, { close, saved }) => (
        <DirectiveWizard
          initial={row ? { name: row.name, params: row.params } : null}
          channels={channels}
          types={types}
          loadingChoices={choices.isPending}
          submitting={create.isPending || update.isPending}
          onCancel={close}
          onSubmit={async (input) => {
            if (row === null) await create.mutateAsync(input);
            else await update.mutateAsync({ id: row.id, data: input });
            notifySuccess(t("directive.saved"));
            saved();
          }}
        />
      )}
    />
  );
}
