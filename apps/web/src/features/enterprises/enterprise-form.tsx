import { Button, Divider, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import type { TEnterpriseFields } from "@suyuan/contracts/enterprise/enterprise-resource";
import { RegionSelect } from "@suyuan/ui/region-select";
import { UploadField } from "@suyuan/ui/upload-field";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useEffect, type FormEvent, type ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useFormState } from "../../lib/use-form-state.ts";
import { useUploadFieldProps } from "../uploads/use-upload-field-props.ts";
import { checkEnterpriseForm, type EnterpriseFormValues } from "./enterprise-form-values.ts";
import { useEnterpriseOptions } from "./enterprise-labels.tsx";

export type EnterpriseFormProps = {
  initial: EnterpriseFormValues;
  /** Accessible name of the form (the page title). */
  title: string;
  /** Resolves with the server's field errors (already translated) when it refused, else nothing. */
  onSubmit: (input: TEnterpriseFields) => Promise<Record<string, string> | void>;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
};

export function EnterpriseForm({ initial, title, onSubmit, onCancel, onDirtyChange, busy }: EnterpriseFormProps) {
  const { t, ts } = useI18n();
  const form = useFormState<EnterpriseFormValues, TEnterpriseFields>(initial, checkEnterpriseForm);
  const { typeOptions } = useEnterpriseOptions();
  const logoUpload = useUploadFieldProps(t("upload.chooseImage"));
  const licenceUpload = useUploadFieldProps(t("upload.chooseImages"));

  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const output = form.validate();
    if (!output) return;
    const serverErrors = await onSubmit(output);
    if (serverErrors) form.setErrors(serverErrors);
  };

  const error = (name: keyof EnterpriseFormValues) => {
    const message = form.errors[name];
    return message ? ts(message) : undefined;
  };
  const text = (name: "name" | "creditCode" | "legalPerson" | "contactPerson" | "phone" | "address") => ({
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
    onBlur: () => form.validateField(name),
    error: error(name),
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="lg">
        <Section title={t("enterprise.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label={t("enterprise.name")} withAsterisk maxLength={100} data-autofocus {...text("name")} />
            <TextInput
              label={t("enterprise.creditCode")}
              description={t("enterprise.creditCodeHint")}
              withAsterisk
              maxLength={18}
              autoComplete="off"
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", letterSpacing: 0.5 } }}
              {...text("creditCode")}
            />
            <Select
              label={t("enterprise.typeLabel")}
              withAsterisk
              data={typeOptions}
              value={form.values.type}
              onChange={(value) => form.setValue("type", value)}
              error={error("type")}
              placeholder={t("common.selectPlaceholder")}
            />
            <TextInput label={t("enterprise.legalPerson")} maxLength={50} {...text("legalPerson")} />
            <TextInput label={t("enterprise.contactPerson")} maxLength={50} {...text("contactPerson")} />
            <TextInput
              label={t("enterprise.phone")}
              inputMode="tel"
              placeholder={t("enterprise.phonePlaceholder")}
              {...text("phone")}
            />
          </SimpleGrid>
        </Section>

        <Section title={t("enterprise.sectionAddress")}>
          <Stack gap="md">
            <RegionSelect
              required
              value={{
                provinceCode: form.values.provinceCode,
                cityCode: form.values.cityCode,
                countyCode: form.values.countyCode,
              }}
              onChange={(region) => {
                form.setValue("provinceCode", region.provinceCode);
                form.setValue("cityCode", region.cityCode);
                form.setValue("countyCode", region.countyCode);
              }}
              labels={{
                province: t("region.province"),
                city: t("region.city"),
                county: t("region.county"),
                placeholder: t("common.selectPlaceholder"),
                nothingFound: t("common.nothingFound"),
              }}
              errors={{
                provinceCode: error("provinceCode"),
                cityCode: error("cityCode"),
                countyCode: error("countyCode"),
              }}
            />
            <TextInput label={t("enterprise.address")} maxLength={200} {...text("address")} />
          </Stack>
        </Section>

        <Section title={t("enterprise.sectionMore")}>
          <Stack gap="md">
            <Textarea
              label={t("enterprise.businessScope")}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={1000}
              value={form.values.businessScope}
              onChange={(event) => form.setValue("businessScope", event.currentTarget.value)}
              error={error("businessScope")}
            />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <UploadField
                kind="image"
                label={t("enterprise.logo")}
                description={t("enterprise.logoHint")}
                value={form.values.logo}
                onChange={(value) => form.setValue("logo", value)}
                error={error("logo")}
                {...logoUpload}
              />
              <UploadField
                kind="image"
                multiple
                maxFiles={10}
                label={t("enterprise.licenceImages")}
                description={t("enterprise.licenceHint")}
                value={form.values.licenceImages}
                onChange={(value) => form.setValue("licenceImages", value)}
                error={error("licenceImages")}
                {...licenceUpload}
              />
            </SimpleGrid>
          </Stack>
        </Section>

        <Divider />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t("common.cancel")}
            </Button>
          ) : null}
          <Button type="submit" loading={busy} leftSection={<IconDeviceFloppy size={16} />}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }}>
      <Title order={3} fz="sm" fw={600} mb="md" c="gray.8">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
