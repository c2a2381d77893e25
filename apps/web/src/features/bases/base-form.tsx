import { NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { RegionSelect } from "@suyuan/ui/region-select";
import { UploadField } from "@suyuan/ui/upload-field";
import { useEffect, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useFormState } from "../../lib/use-form-state.ts";
import { FormButtons } from "../common/form-buttons.tsx";
import { FormSection } from "../common/form-section.tsx";
import { useUploadFieldProps } from "../uploads/use-upload-field-props.ts";
import { EnterpriseSelect } from "../users/enterprise-select.tsx";
import { checkBaseForm, type BaseFormValues } from "./base-form-values.ts";
import type { TBaseFields } from "@suyuan/contracts/base/base-fields";

export type BaseFormProps = {
  title: string;
  initial: BaseFormValues;
  enterpriseName?: string | null;
  onSubmit: (fields: TBaseFields) => Promise<Record<string, string> | void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
};

export function BaseForm({ title, initial, enterpriseName, onSubmit, onCancel, onDirtyChange, busy }: BaseFormProps) {
  const { t, ts } = useI18n();
  const form = useFormState<BaseFormValues, TBaseFields>(initial, checkBaseForm);
  const upload = useUploadFieldProps(t("upload.chooseImages"));

  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    const serverErrors = await onSubmit(fields);
    if (serverErrors) form.setErrors(serverErrors);
  };
  const error = (name: keyof BaseFormValues) => {
    const message = form.errors[name];
    return message ? ts(message) : undefined;
  };
  const text = (name: "name" | "address" | "mainCrops" | "personInCharge" | "phone") => ({
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
    onBlur: () => form.validateField(name),
    error: error(name),
  });
  const number = (name: "areaMu" | "longitude" | "latitude") => ({
    value: form.values[name],
    onChange: (value: string | number) => form.setValue(name, String(value)),
    onBlur: () => form.validateField(name),
    error: error(name),
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="lg">
        <FormSection title={t("base.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label={t("base.name")} withAsterisk maxLength={100} data-autofocus {...text("name")} />
            <EnterpriseSelect
              label={t("base.enterprise")}
              placeholder={t("base.enterpriseHint")}
              value={form.values.enterpriseId}
              onChange={(value) => form.setValue("enterpriseId", value)}
              error={error("enterpriseId")}
              selectedName={enterpriseName ?? null}
            />
            <NumberInput label={t("base.areaMu")} min={0} decimalScale={2} hideControls {...number("areaMu")} />
            <TextInput label={t("base.mainCrops")} maxLength={200} {...text("mainCrops")} />
            <TextInput label={t("base.personInCharge")} maxLength={50} {...text("personInCharge")} />
            <TextInput label={t("base.phone")} inputMode="tel" {...text("phone")} />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t("base.sectionLocation")}>
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
            <TextInput label={t("base.address")} maxLength={200} {...text("address")} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <NumberInput
                label={t("base.longitude")}
                min={-180}
                max={180}
                decimalScale={6}
                hideControls
                {...number("longitude")}
              />
              <NumberInput
                label={t("base.latitude")}
                min={-90}
                max={90}
                decimalScale={6}
                hideControls
                {...number("latitude")}
              />
            </SimpleGrid>
          </Stack>
        </FormSection>

        <FormSection title={t("base.sectionImages")}>
          <UploadField
            kind="image"
            multiple
            maxFiles={10}
            label={t("base.images")}
            description={t("base.imagesHint")}
            value={form.values.images}
            onChange={(value) => form.setValue("images", value)}
            error={error("images")}
            {...upload}
          />
        </FormSection>

        <FormButtons onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
