import { Stack } from "@mantine/core";
import type { TTemplateStageFields } from "@suyuan/contracts/trace-template/template-fields";
import { useEffect, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
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
  const [stage, setStage] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const error = (path: string) => (errors[path] ? ts(errors[path]) : undefined);
  const dirty = JSON.stringify(stage) !== JSON.stringify(initial);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const checkSort = async () => {
    const sort = Number(stage.sort);
    if (stage.sort.trim() === "" || !Number.isInteger(sort) || sort < 0 || sort > 9999) return;
    const answer = await queryClient.fetchQuery(
      trpc.traceTemplate.checkOrder.queryOptions(
        { kind: "stage", templateId, sort, excludeId: stage.id ?? undefined },
        { staleTime: 0 },
      ),
    );
    setErrors((current) => {
      const { sort: _previous, ...rest } = current;
      return answer.free ? rest : { ...rest, sort: "template.orderTaken" };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkStageForm(stage);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const serverErrors = await onSubmit(checked.data);
    if (serverErrors) setErrors(serverErrors);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <StageHeaderFields
          stage={stage}
          onChange={(patch) => setStage({ ...stage, ...patch })}
          error={error}
          prefix=""
          onSortBlur={() => void checkSort()}
        />
        <ItemsEditor
          items={stage.items}
          onChange={(items) => setStage({ ...stage, items })}
          error={error}
          prefix=""
          stageName={stage.name}
        />
        <FormButtons onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
