import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { MAX_CHECK_ITEMS, type TQualityCheckFields } from "@suyuan/contracts/quality-check/quality-check-fields";
import { RECALL_NOTICE_MAX } from "@suyuan/contracts/recall/recall-fields";
import { UploadField } from "@suyuan/ui/upload-field";
import { IconAlertTriangle, IconCalendar, IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { useFormState } from "../../lib/use-form-state.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { BatchSelect } from "../../common/batch-select.tsx";
import { ChoiceSelect } from "../../common/choice-select.tsx";
import { FormButtons } from "../../common/form-buttons.tsx";
import { FormSection } from "../../common/form-section.tsx";
import { useRecallLevelOptions } from "../../common/recall-labels.tsx";
import { useUploadFieldProps } from "../../common/use-upload-field-props.ts";
import { EnterpriseSelect } from "../../common/enterprise-select.tsx";
import {
  canStartRecall,
  checkQualityCheckForm,
  effectivePassed,
  emptyItem,
  type CheckItemValues,
  type QualityCheckFormValues,
  type QualityCheckNames,
  type Verdict,
} from "./quality-check-form-values.ts";
import { PassedBadge } from "./quality-check-labels.tsx";

export type QualityCheckFormProps = {
  title: string;
  initial: QualityCheckFormValues;
  names?: QualityCheckNames;
  /** Platform staff may narrow the pickers to one enterprise; members see only their own. */
  staff: boolean;
  ownEnterpriseId: number | null;
  /** The check already started a recall: no second one, and the verdict stays failed. */
  recallTitle?: string | null;
  onSubmit: (fields: TQualityCheckFields) => Promise<Record<string, string> | void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
};

// Which error path each recall input shows.
const RECALL_PATHS = {
  recallTitle: "startRecall.title",
  recallLevel: "startRecall.level",
  recallNotice: "startRecall.notice",
  recallReason: "startRecall.reason",
} as const;

export function QualityCheckForm(props: QualityCheckFormProps) {
  const {
    title,
    initial,
    names = {},
    staff,
    ownEnterpriseId,
    recallTitle,
    onSubmit,
    onCancel,
    onDirtyChange,
    busy,
  } = props;
  const { t, ts } = useI18n();
  const levels = useRecallLevelOptions();
  const upload = useUploadFieldProps(t("qc.uploadReport"));
  const mayRecall = usePermitted("/recall/save");
  const form = useFormState<QualityCheckFormValues, TQualityCheckFields>(initial, checkQualityCheckForm);
  // The batch's label, so the recall section can name it.
  const [batchLabel, setBatchLabel] = useState<string | null>(names.batch ?? null);
  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    const serverErrors = await onSubmit(fields);
    if (serverErrors) form.setErrors(serverErrors);
  };
  const error = (path: string) => (form.errors[path] ? ts(form.errors[path]) : undefined);
  /** Drops the errors under a path once its value changes (the next save checks again). */
  const clearErrors = (prefix: string) => {
    const kept = Object.fromEntries(
      Object.entries(form.errors).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`)),
    );
    if (Object.keys(kept).length !== Object.keys(form.errors).length) form.setErrors(kept);
  };
  const text = (name: "organisation" | "inspector" | "note") => ({
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
    onBlur: () => form.validateField(name),
    error: error(name),
  });
  const recallText = (name: "recallTitle" | "recallNotice" | "recallReason") => ({
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      form.setValue(name, event.currentTarget.value);
      clearErrors(RECALL_PATHS[name]);
    },
    error: error(RECALL_PATHS[name]),
  });
  const setItems = (items: CheckItemValues[]) => {
    form.setValue("items", items);
    clearErrors("items");
  };
  const setItem = (index: number, patch: Partial<CheckItemValues>) =>
    setItems(form.values.items.map((item, at) => (at === index ? { ...item, ...patch } : item)));

  const enterpriseId = staff ? (form.values.enterpriseId ? Number(form.values.enterpriseId) : null) : ownEnterpriseId;
  const passed = effectivePassed(form.values);
  const autoPassed = form.values.items.every((item) => item.passed);
  const hasRecall = Boolean(recallTitle);
  const offerRecall = mayRecall && !hasRecall && canStartRecall(form.values);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="lg">
        <FormSection title={t("qc.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {staff ? (
              <EnterpriseSelect
                label={t("qc.enterprise")}
                value={form.values.enterpriseId}
                onChange={(value) => {
                  form.setValue("enterpriseId", value);
                  if (value === form.values.enterpriseId) return;
                  // The batch and goods must be the enterprise's: choose them again.
                  form.setValue("batchId", null);
                  form.setValue("goodsId", null);
                }}
                error={error("enterpriseId")}
                selectedName={names.enterprise ?? null}
              />
            ) : null}
            <BatchSelect
              label={t("qc.batch")}
              enterpriseId={enterpriseId}
              value={form.values.batchId}
              onChange={(value, label) => {
                form.setValue("batchId", value);
                setBatchLabel(label);
                // A batch names its goods.
                if (value) form.setValue("goodsId", null);
                clearErrors("goodsId");
              }}
              error={error("batchId")}
              selectedName={names.batch ?? null}
            />
            <ChoiceSelect
              kind="goods"
              label={t("qc.goods")}
              description={t("qc.goodsHint")}
              enterpriseId={enterpriseId}
              disabled={form.values.batchId !== null}
              value={form.values.goodsId}
              onChange={(value) => {
                form.setValue("goodsId", value);
                clearErrors("batchId");
              }}
              error={error("goodsId")}
              selectedName={names.goods ?? null}
            />
            <TextInput label={t("qc.organisation")} withAsterisk maxLength={100} {...text("organisation")} />
            <TextInput label={t("qc.inspector")} withAsterisk maxLength={50} {...text("inspector")} />
            <DatePickerInput
              label={t("qc.checkDate")}
              withAsterisk
              valueFormat="YYYY-MM-DD"
              leftSection={<IconCalendar size={16} />}
              value={fromDateParam(form.values.checkDate || undefined)}
              onChange={(value) => form.setValue("checkDate", toDateParam(value) ?? "")}
              error={error("checkDate")}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t("qc.sectionItems")}>
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing={6} data-testid="check-items">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={36}>#</Table.Th>
                    <Table.Th>
                      {t("qc.itemName")}{" "}
                      <Text span c="red">
                        *
                      </Text>
                    </Table.Th>
                    <Table.Th>{t("qc.itemStandard")}</Table.Th>
                    <Table.Th>
                      {t("qc.itemResult")}{" "}
                      <Text span c="red">
                        *
                      </Text>
                    </Table.Th>
                    <Table.Th w={70}>{t("qc.itemPassed")}</Table.Th>
                    <Table.Th w={44} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {form.values.items.map((item, index) => (
                    <Table.Tr key={index}>
                      <Table.Td c="dimmed">{index + 1}</Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${t("qc.itemName")} ${index + 1}`}
                          maxLength={100}
                          value={item.name}
                          onChange={(event) => setItem(index, { name: event.currentTarget.value })}
                          error={error(`items.${index}.name`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${t("qc.itemStandard")} ${index + 1}`}
                          maxLength={200}
                          value={item.standard}
                          onChange={(event) => setItem(index, { standard: event.currentTarget.value })}
                          error={error(`items.${index}.standard`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${t("qc.itemResult")} ${index + 1}`}
                          maxLength={200}
                          value={item.result}
                          onChange={(event) => setItem(index, { result: event.currentTarget.value })}
                          error={error(`items.${index}.result`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`${t("qc.itemPassed")} ${index + 1}`}
                          color="green"
                          checked={item.passed}
                          onChange={(event) => setItem(index, { passed: event.currentTarget.checked })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t("qc.removeItem", { n: index + 1 })}
                          disabled={form.values.items.length === 1}
                          onClick={() => setItems(form.values.items.filter((_, at) => at !== index))}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {error("items") ? (
              <Text size="sm" c="red">
                {error("items")}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                disabled={form.values.items.length >= MAX_CHECK_ITEMS}
                onClick={() => setItems([...form.values.items, emptyItem()])}
              >
                {t("qc.addItem")}
              </Button>
            </Group>
          </Stack>
        </FormSection>

        <FormSection title={t("qc.sectionResult")}>
          <Stack gap="md">
            <Input.Wrapper label={t("qc.passed")} description={t("qc.verdictAutoHint")} error={error("passed")}>
              <Group gap="sm" mt={4} wrap="wrap">
                <SegmentedControl
                  data={[
                    {
                      value: "auto",
                      label: `${t("qc.verdictAuto")}（${autoPassed ? t("qc.passedYes") : t("qc.passedNo")}）`,
                    },
                    { value: "passed", label: t("qc.passedYes") },
                    { value: "failed", label: t("qc.passedNo") },
                  ]}
                  value={form.values.verdict}
                  onChange={(value) => form.setValue("verdict", value as Verdict)}
                  aria-label={t("qc.passed")}
                />
                <PassedBadge passed={passed} />
              </Group>
            </Input.Wrapper>
            <UploadField
              kind="attach"
              label={t("qc.report")}
              description={t("qc.reportHint")}
              value={form.values.report}
              onChange={(value) => {
                form.setValue("report", value);
                clearErrors("reportUploadId");
              }}
              error={error("reportUploadId")}
              {...upload}
            />
            <Textarea label={t("qc.note")} autosize minRows={2} maxLength={500} {...text("note")} />
          </Stack>
        </FormSection>

        {hasRecall ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t("qc.recallLinked", { title: recallTitle ?? "" })}
          </Alert>
        ) : null}
        {mayRecall && !hasRecall && !passed ? (
          <FormSection title={t("qc.sectionRecall")}>
            {offerRecall ? (
              <Stack gap="md" data-testid="start-recall">
                <Checkbox
                  color="red"
                  label={t("qc.startRecall")}
                  description={t("qc.startRecallHint", { batch: batchLabel ?? form.values.batchId ?? "" })}
                  checked={form.values.startRecall}
                  onChange={(event) => {
                    form.setValue("startRecall", event.currentTarget.checked);
                    clearErrors("startRecall");
                  }}
                />
                {form.values.startRecall ? (
                  <>
                    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                      <TextInput
                        label={t("qc.recallTitle")}
                        withAsterisk
                        maxLength={100}
                        {...recallText("recallTitle")}
                      />
                      <Input.Wrapper label={t("recall.level")} withAsterisk error={error(RECALL_PATHS.recallLevel)}>
                        <SegmentedControl
                          mt={4}
                          fullWidth
                          color="red"
                          data={levels}
                          value={form.values.recallLevel ?? ""}
                          onChange={(value) => {
                            form.setValue("recallLevel", value);
                            clearErrors(RECALL_PATHS.recallLevel);
                          }}
                          aria-label={t("recall.level")}
                        />
                      </Input.Wrapper>
                    </SimpleGrid>
                    <Textarea
                      label={t("recall.notice")}
                      description={t("recall.noticeHint", {
                        max: RECALL_NOTICE_MAX,
                        count: form.values.recallNotice.trim().length,
                      })}
                      withAsterisk
                      autosize
                      minRows={2}
                      maxLength={RECALL_NOTICE_MAX}
                      {...recallText("recallNotice")}
                    />
                    <Textarea
                      label={t("qc.recallReason")}
                      description={t("qc.recallReasonHint")}
                      autosize
                      minRows={2}
                      maxLength={500}
                      {...recallText("recallReason")}
                    />
                  </>
                ) : null}
                {error("startRecall") ? (
                  <Text size="sm" c="red">
                    {error("startRecall")}
                  </Text>
                ) : null}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t("qc.startRecallNeedsBatch")}
              </Text>
            )}
          </FormSection>
        ) : null}

        <FormButtons onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
