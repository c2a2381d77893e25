import { SimpleGrid, Stack, Switch, TextInput, Textarea } from "@mantine/core";
import type { TTemplateFields } from "@suyuan/contracts/trace-template/trace-template-resource";
import { useCallback, useEffect, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useFormState } from "../../lib/use-form-state.ts";
import { ChoiceSelect } from "../../common/choice-select.tsx";
import { FormButtons } from "../../common/form-buttons.tsx";
import { FormSection } from "../../common/form-section.tsx";
import { EnterpriseSelect } from "../../common/enterprise-select.tsx";
import { StagesEditor } from "./stages-editor.tsx";
import { checkTemplateForm, type StageDraft, type TemplateFormValues } from "./template-form-values.ts";

export type TemplateFormNames = Partial<Record<"enterprise" | "goodsClass" | "goods", string>>;

export type TemplateFormProps = {
  title: string;
  initial: TemplateFormValues;
  names?: TemplateFormNames;
  /** Platform staff choose the enterprise (none: platform-wide); members' templates are their own. */
  staff: boolean;
  ownEnterpriseId: number | null;
  /** Resolves with the server's field errors by full path when it refused, else nothing. */
  onSubmit: (fields: TTemplateFields) => Promise<Record<string, string> | void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
};

export function TemplateForm(props: TemplateFormProps) {
  const { title, initial, names = {}, staff, ownEnterpriseId, onSubmit, onCancel, onDirtyChange, busy } = props;
  const { t, ts } = useI18n();
  const form = useFormState<TemplateFormValues, TTemplateFields>(initial, checkTemplateForm);
  const { setValue, setErrors } = form;
  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    const serverErrors = await onSubmit(fields);
    if (serverErrors) form.setErrors(serverErrors);
  };
  const error = (path: string) => (form.errors[path] ? ts(form.errors[path]) : undefined);
  const enterpriseId = staff ? (form.values.enterpriseId ? Number(form.values.enterpriseId) : null) : ownEnterpriseId;

  // Nested messages stay while they still apply, and go as soon as the stage or item is fixed.
  const changeStages = useCallback(
    (stages: StageDraft[]) => {
      setValue("stages", stages);
      setErrors((current) => {
        const result = checkTemplateForm({ ...form.values, stages });
        const fresh = result.ok ? {} : result.errors;
        const next: Record<string, string> = {};
        for (const [path, message] of Object.entries(current)) {
          if (!path.startsWith("stages")) next[path] = message;
          else if (fresh[path]) next[path] = fresh[path];
        }
        return next;
      });
    },
    [setValue, setErrors, form.values],
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="lg">
        <FormSection title={t("template.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput
              label={t("template.name")}
              withAsterisk
              maxLength={100}
              data-autofocus
              value={form.values.name}
              onChange={(event) => form.setValue("name", event.currentTarget.value)}
              onBlur={() => form.validateField("name")}
              error={error("name")}
            />
            {staff ? (
              <EnterpriseSelect
                label={t("template.enterprise")}
                placeholder={t("template.enterpriseHint")}
                value={form.values.enterpriseId}
                onChange={(value) => {
                  form.setValue("enterpriseId", value);
                  form.setValue("goodsId", null);
                }}
                error={error("enterpriseId")}
                selectedName={names.enterprise ?? null}
              />
            ) : null}
            <ChoiceSelect
              kind="goodsClass"
              label={t("template.goodsClass")}
              value={form.values.goodsClassId}
              onChange={(value) => form.setValue("goodsClassId", value)}
              error={error("goodsClassId")}
              selectedName={names.goodsClass ?? null}
            />
            <ChoiceSelect
              kind="goods"
              label={t("template.goods")}
              enterpriseId={enterpriseId}
              disabled={staff && enterpriseId === null}
              value={form.values.goodsId}
              onChange={(value) => form.setValue("goodsId", value)}
              error={error("goodsId")}
              selectedName={names.goods ?? null}
            />
            <Textarea
              label={t("template.description")}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={500}
              value={form.values.description}
              onChange={(event) => form.setValue("description", event.currentTarget.value)}
              error={error("description")}
            />
            <Switch
              mt={28}
              label={t("template.enabled")}
              checked={form.values.enabled}
              onChange={(event) => form.setValue("enabled", event.currentTarget.checked)}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t("template.sectionStages")}>
          <StagesEditor stages={form.values.stages} onChange={changeStages} error={error} />
        </FormSection>

        <FormButtons onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
