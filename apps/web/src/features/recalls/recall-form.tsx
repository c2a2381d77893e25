import { Anchor, Input, SegmentedControl, SimpleGrid, Stack, TextInput, Textarea } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { RECALL_NOTICE_MAX } from "@suyuan/contracts/recall/recall-fields";
import type { TRecallFields } from "@suyuan/contracts/recall/recall-resource";
import { IconCalendar } from "@tabler/icons-react";
import { useEffect, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { useFormState } from "../../lib/use-form-state.ts";
import { BatchSelect } from "../../common/batch-select.tsx";
import { FormButtons } from "../../common/form-buttons.tsx";
import { FormSection } from "../../common/form-section.tsx";
import { EnterpriseSelect } from "../../common/enterprise-select.tsx";
import { RecallBatchesTable } from "./recall-details.tsx";
import { checkRecallForm, entryFromPick, type RecallFormValues } from "./recall-form-values.ts";
import { useRecallLevelOptions } from "../../common/recall-labels.tsx";

export type RecallFormProps = {
  title: string;
  initial: RecallFormValues;
  enterpriseName?: string | null;
  /** Platform staff choose the enterprise; members' recalls are always their own enterprise's. */
  staff: boolean;
  ownEnterpriseId: number | null;
  onSubmit: (fields: TRecallFields) => Promise<Record<string, string> | void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
};

export function RecallForm(props: RecallFormProps) {
  const { title, initial, enterpriseName, staff, ownEnterpriseId, onSubmit, onCancel, onDirtyChange, busy } = props;
  const { t, ts } = useI18n();
  const levels = useRecallLevelOptions();
  const form = useFormState<RecallFormValues, TRecallFields>(initial, checkRecallForm);
  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    const serverErrors = await onSubmit(fields);
    if (serverErrors) form.setErrors(serverErrors);
  };
  const error = (name: keyof RecallFormValues) => (form.errors[name] ? ts(form.errors[name]) : undefined);
  const text = (name: "title" | "reason" | "notice") => ({
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
    onBlur: () => form.validateField(name),
    error: error(name),
  });
  const enterpriseId = staff ? (form.values.enterpriseId ? Number(form.values.enterpriseId) : null) : ownEnterpriseId;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="lg">
        <FormSection title={t("recall.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label={t("recall.title")} withAsterisk maxLength={100} data-autofocus {...text("title")} />
            {staff ? (
              <EnterpriseSelect
                label={t("recall.enterprise")}
                withAsterisk
                value={form.values.enterpriseId}
                onChange={(value) => {
                  form.setValue("enterpriseId", value);
                  // The batches must be the enterprise's: choose them again.
                  if (value !== form.values.enterpriseId) form.setValue("batches", []);
                }}
                error={error("enterpriseId")}
                selectedName={enterpriseName ?? null}
              />
            ) : null}
            <Input.Wrapper
              label={t("recall.level")}
              description={t("recall.levelHint")}
              withAsterisk
              error={error("level")}
            >
              <SegmentedControl
                mt={4}
                fullWidth
                color="red"
                data={levels}
                value={form.values.level ?? ""}
                onChange={(value) => form.setValue("level", value)}
                aria-label={t("recall.level")}
              />
            </Input.Wrapper>
            <DatePickerInput
              label={t("recall.startDate")}
              withAsterisk
              valueFormat="YYYY-MM-DD"
              leftSection={<IconCalendar size={16} />}
              value={fromDateParam(form.values.startDate || undefined)}
              onChange={(value) => form.setValue("startDate", toDateParam(value) ?? "")}
              error={error("startDate")}
            />
          </SimpleGrid>
          <Textarea
            mt="md"
            label={t("recall.reason")}
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            {...text("reason")}
          />
        </FormSection>

        <FormSection title={t("recall.sectionBatches")}>
          <Stack gap="sm">
            <BatchSelect
              label={t("recall.addBatch")}
              description={enterpriseId === null ? t("recall.chooseEnterpriseFirst") : t("recall.addBatchHint")}
              disabled={enterpriseId === null}
              enterpriseId={enterpriseId}
              value={null}
              onChange={(value, label) => {
                if (!value) return;
                const id = Number(value);
                if (form.values.batches.some((batch) => batch.id === id)) return;
                form.setValue("batches", [...form.values.batches, entryFromPick(id, label)]);
              }}
              error={error("batches")}
              maw={420}
            />
            <RecallBatchesTable
              batches={form.values.batches}
              actions={(batchId) => (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  c="red"
                  onClick={() =>
                    form.setValue(
                      "batches",
                      form.values.batches.filter((batch) => batch.id !== batchId),
                    )
                  }
                >
                  {t("recall.removeBatch")}
                </Anchor>
              )}
            />
          </Stack>
        </FormSection>

        <FormSection title={t("recall.sectionNotice")}>
          <Textarea
            label={t("recall.notice")}
            description={t("recall.noticeHint", { max: RECALL_NOTICE_MAX, count: form.values.notice.trim().length })}
            withAsterisk
            autosize
            minRows={3}
            maxLength={RECALL_NOTICE_MAX}
            {...text("notice")}
          />
        </FormSection>

        <FormButtons onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
