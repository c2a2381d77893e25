import { NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import type { TCreateRecordInput } from "@suyuan/contracts/trace-record/trace-record-operations";
import { UploadField } from "@suyuan/ui/upload-field";
import dayjs from "dayjs";
import { useCallback, useEffect, useMemo, useRef, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useFormState } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { BatchSelect } from "../../common/batch-select.tsx";
import { FormButtons } from "../../common/form-buttons.tsx";
import { FormSection } from "../../common/form-section.tsx";
import { useUploadFieldProps } from "../../common/use-upload-field-props.ts";
import { checkRecordForm, DATE_TIME_FORMAT, type RecordFormValues } from "./record-form-values.ts";
import { itemRules, nextStep, useBatchTemplate } from "./use-batch-template.ts";
import { ValueInput } from "./value-input.tsx";

export type RecordFormProps = {
  title: string;
  initial: RecordFormValues;
  /** The record being edited (it stays with its batch), or null for a new one. */
  recordId: number | null;
  batchLabel?: string | null;
  onSubmit: (fields: TCreateRecordInput) => Promise<Record<string, string> | void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
};

export function RecordForm(props: RecordFormProps) {
  const { title, initial, recordId, batchLabel, onSubmit, onCancel, onDirtyChange, busy } = props;
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const upload = useUploadFieldProps(t("record.chooseImages"));
  const stageIdRef = useRef(initial.stageId);
  const context = useRef<{ items: ReturnType<typeof itemRules> }>({ items: [] });
  const check = useCallback((values: RecordFormValues) => checkRecordForm(values, context.current.items), []);
  const form = useFormState<RecordFormValues, TCreateRecordInput>(initial, check);
  const batchId = form.values.batchId ? Number(form.values.batchId) : null;
  const { batch, stages, records } = useBatchTemplate(batchId);
  const stage = stages?.find((row) => String(row.id) === form.values.stageId);
  const items = useMemo(() => itemRules(stage), [stage]);
  context.current.items = items;
  stageIdRef.current = form.values.stageId;
  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  // A new record proposes the batch's next stage and order once they are known.
  const { setValue } = form;
  useEffect(() => {
    if (recordId !== null || !stages || !records) return;
    const next = nextStep(stages, records);
    if (stageIdRef.current === null && next.stage) setValue("stageId", String(next.stage.id));
    setValue("sort", String(next.sort));
  }, [recordId, stages, records, setValue]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    const serverErrors = await onSubmit(fields);
    if (serverErrors) form.setErrors(serverErrors);
  };
  const error = (name: string) => (form.errors[name] ? ts(form.errors[name]) : undefined);

  const checkSort = async () => {
    const sort = Number(form.values.sort);
    if (batchId === null || !Number.isInteger(sort) || sort < 0 || sort > 9999 || form.values.sort === "") return;
    const answer = await queryClient.fetchQuery(
      trpc.traceRecord.checkOrder.queryOptions({ batchId, sort, excludeId: recordId ?? undefined }, { staleTime: 0 }),
    );
    if (!answer.free) form.setErrors({ ...form.errors, sort: "validation.orderTaken" });
  };

  const stageOptions = (stages ?? []).map((row) => ({ value: String(row.id), label: `${row.sort}. ${row.name}` }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="lg">
        <FormSection title={t("record.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {recordId === null ? (
              <BatchSelect
                label={t("record.batch")}
                withAsterisk
                value={form.values.batchId}
                selectedName={batchLabel ?? null}
                onChange={(value) => {
                  form.setValue("batchId", value);
                  form.setValue("stageId", null);
                  form.setValue("values", {});
                }}
                error={error("batchId")}
              />
            ) : (
              <TextInput label={t("record.batch")} value={batchLabel ?? ""} readOnly variant="filled" />
            )}
            <Select
              label={t("record.stage")}
              withAsterisk
              data={stageOptions}
              disabled={!stages}
              placeholder={batch && !batch.template ? t("batch.noTemplate") : t("record.stagePlaceholder")}
              value={form.values.stageId}
              onChange={(value) => form.setValue("stageId", value)}
              error={error("stageId")}
              allowDeselect={false}
            />
            <NumberInput
              label={t("record.sort")}
              description={t("record.sortHint")}
              withAsterisk
              min={0}
              max={9999}
              allowDecimal={false}
              value={form.values.sort}
              onChange={(value) => form.setValue("sort", String(value))}
              onBlur={() => void checkSort()}
              error={error("sort")}
            />
            <DateTimePicker
              label={t("record.recordedAt")}
              withAsterisk
              valueFormat={DATE_TIME_FORMAT}
              value={form.values.recordedAt ? dayjs(form.values.recordedAt).toDate() : null}
              onChange={(value) => form.setValue("recordedAt", value ? dayjs(value).format(DATE_TIME_FORMAT) : "")}
              error={error("recordedAt")}
            />
            <TextInput
              label={t("record.operator")}
              withAsterisk
              maxLength={50}
              value={form.values.operatorName}
              onChange={(event) => form.setValue("operatorName", event.currentTarget.value)}
              onBlur={() => form.validateField("operatorName")}
              error={error("operatorName")}
            />
            <Textarea
              label={t("record.note")}
              autosize
              minRows={1}
              maxRows={4}
              maxLength={500}
              value={form.values.note}
              onChange={(event) => form.setValue("note", event.currentTarget.value)}
              error={error("note")}
            />
          </SimpleGrid>
          <UploadField
            kind="image"
            multiple
            maxFiles={9}
            label={t("record.images")}
            value={form.values.images}
            onChange={(value) => form.setValue("images", value)}
            error={error("images")}
            {...upload}
          />
        </FormSection>

        <FormSection title={stage ? `${t("record.sectionValues")}：${stage.name}` : t("record.sectionValues")}>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {stage ? t("record.noItems") : t("record.stagePlaceholder")}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {items.map((item) => {
                const key = String(item.itemId);
                return (
                  <ValueInput
                    key={key}
                    item={item}
                    value={form.values.values[key] ?? { value: "", images: [] }}
                    onChange={(value) => {
                      form.setValue("values", { ...form.values.values, [key]: value });
                      const { [`values.${key}`]: _fixed, ...rest } = form.errors;
                      if (_fixed) form.setErrors(rest);
                    }}
                    error={error(`values.${key}`)}
                  />
                );
              })}
            </SimpleGrid>
          )}
        </FormSection>

        <FormButtons onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
