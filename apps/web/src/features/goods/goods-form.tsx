import { Button, Divider, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import type { TGoodsFields } from "@suyuan/contracts/goods/goods-resource";
import { RegionSelect } from "@suyuan/ui/region-select";
import { RichTextField } from "@suyuan/ui/rich-text-field";
import { UploadField } from "@suyuan/ui/upload-field";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useEffect, type FormEvent, type ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useFormState } from "../../lib/use-form-state.ts";
import { useRichTextLabels } from "../common/use-rich-text-labels.ts";
import { useUploadFieldProps } from "../uploads/use-upload-field-props.ts";
import { checkGoodsForm, type GoodsFormValues } from "./goods-form-values.ts";

export type GoodsFormProps = {
  title: string;
  initial: GoodsFormValues;
  classOptions: { value: string; label: string }[];
  /** The enterprise field for platform staff; members write into their own enterprise (no field). */
  renderEnterprise?: (field: {
    value: string | null;
    onChange: (value: string | null) => void;
    error?: string;
  }) => ReactNode;
  onSubmit: (input: TGoodsFields) => Promise<Record<string, string> | void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
};

export function GoodsForm({
  title,
  initial,
  classOptions,
  renderEnterprise,
  onSubmit,
  onCancel,
  onDirtyChange,
  busy,
}: GoodsFormProps) {
  const { t, ts } = useI18n();
  const richTextLabels = useRichTextLabels();
  const form = useFormState<GoodsFormValues, TGoodsFields>(initial, checkGoodsForm);
  const upload = useUploadFieldProps(t("upload.chooseImages"));

  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const output = form.validate();
    if (!output) return;
    const serverErrors = await onSubmit(output);
    if (serverErrors) form.setErrors(serverErrors);
  };

  const error = (name: keyof GoodsFormValues) => {
    const message = form.errors[name];
    return message ? ts(message) : undefined;
  };
  const text = (name: "name" | "specification" | "unit" | "brand" | "barcode") => ({
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
    onBlur: () => form.validateField(name),
    error: error(name),
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="lg">
        <Section title={t("goods.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label={t("goods.name")} withAsterisk maxLength={100} data-autofocus {...text("name")} />
            <Select
              label={t("goods.class")}
              withAsterisk
              data={classOptions}
              value={form.values.classId}
              onChange={(value) => form.setValue("classId", value)}
              error={error("classId")}
              placeholder={t("common.selectPlaceholder")}
              nothingFoundMessage={t("common.nothingFound")}
              searchable
            />
            {renderEnterprise
              ? renderEnterprise({
                  value: form.values.enterpriseId,
                  onChange: (value) => form.setValue("enterpriseId", value),
                  error: error("enterpriseId"),
                })
              : null}
            <TextInput label={t("goods.brand")} maxLength={50} {...text("brand")} />
            <TextInput
              label={t("goods.specification")}
              placeholder={t("goods.specificationPlaceholder")}
              maxLength={100}
              {...text("specification")}
            />
            <TextInput
              label={t("goods.unit")}
              placeholder={t("goods.unitPlaceholder")}
              maxLength={20}
              {...text("unit")}
            />
            <NumberInput
              label={t("goods.shelfLifeDays")}
              min={0}
              max={36500}
              allowDecimal={false}
              allowNegative={false}
              value={form.values.shelfLifeDays}
              onChange={(value) => form.setValue("shelfLifeDays", value)}
              error={error("shelfLifeDays")}
            />
            <TextInput
              label={t("goods.barcode")}
              description={t("goods.barcodeHint")}
              inputMode="numeric"
              maxLength={14}
              {...text("barcode")}
            />
          </SimpleGrid>
        </Section>

        <Section title={t("goods.origin")}>
          <RegionSelect
            value={{
              provinceCode: form.values.originProvince,
              cityCode: form.values.originCity,
              countyCode: form.values.originCounty,
            }}
            onChange={(region) => {
              form.setValue("originProvince", region.provinceCode);
              form.setValue("originCity", region.cityCode);
              form.setValue("originCounty", region.countyCode);
            }}
            labels={{
              province: t("region.province"),
              city: t("region.city"),
              county: t("region.county"),
              placeholder: t("common.selectPlaceholder"),
              nothingFound: t("common.nothingFound"),
            }}
            errors={{
              provinceCode: error("originProvince"),
              cityCode: error("originCity"),
              countyCode: error("originCounty"),
            }}
          />
        </Section>

        <Section title={t("goods.sectionMore")}>
          <Stack gap="md">
            <UploadField
              kind="image"
              multiple
              maxFiles={10}
              label={t("goods.images")}
              description={t("goods.imagesHint")}
              value={form.values.images}
              onChange={(value) => form.setValue("images", value)}
              error={error("images")}
              {...upload}
            />
            <RichTextField
              label={t("goods.description")}
              description={t("goods.descriptionHint")}
              value={form.values.description}
              onChange={(html) => form.setValue("description", html)}
              error={error("description")}
              labels={richTextLabels}
            />
          </Stack>
        </Section>

        <Divider />
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
