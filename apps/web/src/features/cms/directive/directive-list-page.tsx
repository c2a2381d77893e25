import { Badge } from "@mantine/core";
import type { TDirectiveItem } from "@suyuan/contracts/directive/directive-operations";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { useTrpc } from "../../../lib/use-trpc.ts";
import { flattenChannels } from "../channel-options.ts";
import { ModalEditedList } from "../site/modal-edited-list.tsx";
import { CopyCodeButton } from "./directive-code-block.tsx";
import { DIRECTIVE_TEXTS as T, type DirectiveTextKey } from "./directive-texts.ts";
import { DirectiveWizard, KIND_TEXT } from "./directive-wizard.tsx";

/** 标签向导: the site's saved tags (copy, edit, delete) and the wizard that makes them, in a dialog. */
export function DirectiveListPage() {
  const { locale } = useI18n();
  const trpc = useTrpc();
  const text = (key: DirectiveTextKey) => pick(T[key], locale);
  const directives = useQuery(trpc.directive.find.queryOptions({ page: 1, pageSize: 100 }));
  const choices = useQuery(trpc.directive.choices.queryOptions(undefined, { staleTime: 30_000 }));
  const create = useMutation(trpc.directive.create.mutationOptions());
  const update = useMutation(trpc.directive.update.mutationOptions());
  const remove = useMutation(trpc.directive.delete.mutationOptions());
  const channels = useMemo(() => flattenChannels(choices.data?.channels ?? []), [choices.data]);
  const types = useMemo(
    () => (choices.data?.types ?? []).map((type) => ({ value: String(type.id), label: type.name })),
    [choices.data],
  );

  return (
    <ModalEditedList<TDirectiveItem>
      title={text("title")}
      hint={text("hint")}
      testId="directive-list-page"
      keys={{ add: "/directive/save", edit: "/directive/save", delete: "/directive/delete" }}
      texts={{ add: text("add"), edit: text("edit"), deleteQuestion: text("deleteQuestion") }}
      modalSize="lg"
      failure={directives.error ?? choices.error}
      onRetry={() => void Promise.all([directives.refetch(), choices.refetch()])}
      refresh={() => directives.refetch()}
      rows={directives.data?.items ?? []}
      pending={directives.isPending}
      rowName={(row) => row.name}
      rowLinks={(row) => <CopyCodeButton code={row.code} target={row.name} />}
      deletable={() => true}
      remove={remove}
      columns={[
        { header: text("name"), cell: (row) => row.name },
        {
          header: text("kind"),
          cell: (row) => <Badge variant="light">{text(KIND_TEXT[row.kind].label)}</Badge>,
        },
        { header: text("updatedAt"), cell: (row) => formatDateTime(row.updatedAt) },
      ]}
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
            notifySuccess(text("saved"));
            saved();
          }}
        />
      )}
    />
  );
}
