import { Stack } from "@mantine/core";
import type { TTemplateStageFields } from "@suyuan/contracts/trace-template/template-fields";
import { useEffect, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useFormState } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { FormButtons } from "../../common/form-buttons.tsx";
import { ItemsEditor } from "./items-editor.tsx";
import { StageHeaderFields } from "./stages-editor.tsx";
import { checkStageForm, type StageDraft } from "./template-form-values.ts";

/**
 * One stage with its items (legacy addDetail / traceTemplateItem/update). The order is checked
 * with the server as soon as it is typed (the trace order check endpoint).
 */
export function StageForm({
  templateId,
  initial,
  onSubmit,
  onCancel,
  onDirtyChange,
  busy,
}: {
  templateId: number;
  /** A stage with an id is edited; one without is added. */
  initial: StageDraft;
  /** Resolves with the server's field errors by path when it refused, else nothing. */
  onSubmit: (fields: TTemplateStageFields) => Promise<Record<string, string> | void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
}) {
  const { ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const form = useFormState<StageDraft, TTemplateStageFields>(initial, checkStageForm);
  const stage = form.values;
  const error = (path: string) => (form.errors[path] ? ts(form.errors[path]) : undefined);
  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const checkSort = async () => {
    const sort = Number(stage.sort);
    if (stage.sort.trim() === "" || !Number.isInteger(sort) || sort < 0 || sort > 9999) return;
    const answer = await queryClient.fetchQuery(
      trpc.traceTemplate.checkOrder.queryOptions(
        { kind: "stage", templateId, sort, excludeId: stage.id ?? undefined },
        { staleTime: 0 },
      ),
    );
    form.setErrors((current) => {
      const { sort: _previous, ...rest } = current;
      return answer.free ? rest : { ...rest, sort: "template.orderTaken" };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    const serverErrors = await onSubmit(fields);
    if (serverErrors) form.setErrors(serverErrors);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <StageHeaderFields
          stage={stage}
          onChange={(patch) => {
            for (const [name, value] of Object.entries(patch)) form.setValue(name as keyof StageDraft, value);
          }}
          error={error}
          prefix=""
          onSortBlur={() => void checkSort()}
        />
        <ItemsEditor
          items={stage.items}
          onChange={(items) => form.setValue("items", items)}
          error={error}
          prefix=""
          stageName={stage.name}
        />
        <FormButtons onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
