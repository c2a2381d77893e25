import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { PROJECT_STATUSES, type TProjectFields } from "@suyuan/contracts/project/project-fields";
import { IconCalendar, IconDeviceFloppy } from "@tabler/icons-react";
import { useEffect, useMemo, type FormEvent, type ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { useFormState } from "../../lib/use-form-state.ts";
import { checkProjectForm, type ProjectFormValues } from "./project-form-values.ts";

export function useProjectStatusOptions() {
  const { t } = useI18n();
  return useMemo(
    () => PROJECT_STATUSES.map((status) => ({ value: status, label: t(`project.status.${status}`) })),
    [t],
  );
}

export type ProjectFormProps = {
  title: string;
  initial: ProjectFormValues;
  /** The enterprise field (a server-searched select in the app, anything in tests). */
  renderEnterprise: (field: {
    value: string | null;
    onChange: (value: string | null) => void;
    error?: string;
  }) => ReactNode;
  /** Resolves with the server's field errors (already translated) when it refused, else nothing. */
  onSubmit: (fields: TProjectFields) => Promise<Record<string, string> | void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
};

export function ProjectForm({
  title,
  initial,
  renderEnterprise,
  onSubmit,
  onCancel,
  onDirtyChange,
  busy,
}: ProjectFormProps) {
  const { t, ts } = useI18n();
  const statuses = useProjectStatusOptions();
  const form = useFormState<ProjectFormValues, TProjectFields>(initial, checkProjectForm);
  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    const serverErrors = await onSubmit(fields);
    if (serverErrors) form.setErrors(serverErrors);
  };
  const error = (name: keyof ProjectFormValues) => (form.errors[name] ? ts(form.errors[name]) : undefined);
  const text = (name: "name" | "town" | "village") => ({
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
    onBlur: () => form.validateField(name),
    error: error(name),
  });
  const date = (name: "startDate" | "endDate") => ({
    valueFormat: "YYYY-MM-DD",
    leftSection: <IconCalendar size={16} />,
    clearable: true,
    value: fromDateParam(form.values[name] || undefined),
    onChange: (value: Date | string | null) => {
      form.setValue(name, toDateParam(value) ?? "");
      // The range rule sits on the end date: re-check it when either end moves.
      form.validateField("endDate");
    },
    error: error(name),
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t("project.name")} withAsterisk maxLength={100} data-autofocus {...text("name")} />
          <Select
            label={t("project.status")}
            withAsterisk
            data={statuses}
            value={form.values.status}
            onChange={(value) => form.setValue("status", value)}
            error={error("status")}
            allowDeselect={false}
          />
          <TextInput label={t("project.town")} maxLength={50} {...text("town")} />
          <TextInput label={t("project.village")} maxLength={50} {...text("village")} />
          {renderEnterprise({
            value: form.values.enterpriseId,
            onChange: (value) => form.setValue("enterpriseId", value),
            error: error("enterpriseId"),
          })}
          <NumberInput
            label={t("project.funding")}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            hideControls
            value={form.values.funding}
            onChange={(value) => form.setValue("funding", String(value))}
            onBlur={() => form.validateField("funding")}
            error={error("funding")}
          />
          <DatePickerInput label={t("project.startDate")} {...date("startDate")} />
          <DatePickerInput label={t("project.endDate")} {...date("endDate")} />
        </SimpleGrid>
        <Textarea
          label={t("project.description")}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          value={form.values.description}
          onChange={(event) => form.setValue("description", event.currentTarget.value)}
          error={error("description")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={busy} leftSection={<IconDeviceFloppy size={16} />}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
