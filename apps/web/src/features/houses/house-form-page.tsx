import { Center, Loader, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { THouseFields } from "@suyuan/contracts/base/base-fields";
import { UploadField } from "@suyuan/ui/upload-field";
import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useFormState } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { BaseSelect } from "../bases/base-select.tsx";
import { baseQueryOptions } from "../bases/bases-search.ts";
import { FormButtons } from "../common/form-buttons.tsx";
import { FormSection } from "../common/form-section.tsx";
import { PageCard } from "../common/page-card.tsx";
import { useUnsavedGuard } from "../common/use-unsaved-guard.ts";
import { useUploadFieldProps } from "../uploads/use-upload-field-props.ts";
import { checkHouseForm, emptyHouseValues, valuesFromHouse, type HouseFormValues } from "./house-form-values.ts";
import { houseQueryOptions } from "./houses-search.ts";

/** `baseId`: opened from a base's row, the base is chosen already. */
export function HouseAddPage({ baseId }: { baseId?: number }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const base = useQuery({ ...baseQueryOptions(trpc, baseId ?? 0), enabled: Boolean(baseId) });
  const initial = useMemo(() => emptyHouseValues({ baseId: base.data ? String(base.data.id) : null }), [base.data]);
  return (
    <PageCard title={t("house.addTitle")} hint={t("house.formHint")} testId="house-add-page">
      {baseId && base.isPending ? (
        <Center h={200}>
          <Loader size="sm" />
        </Center>
      ) : (
        <HouseForm id={null} initial={initial} baseName={base.data?.name} />
      )}
    </PageCard>
  );
}

export function HouseEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const house = useSuspenseQuery(houseQueryOptions(useTrpc(), id)).data;
  const initial = useMemo(() => valuesFromHouse(house), [house]);
  return (
    <PageCard title={`${t("house.editTitle")}：${house.name}`} hint={t("house.formHint")} testId="house-edit-page">
      <HouseForm id={id} initial={initial} baseName={house.base.name} />
    </PageCard>
  );
}

function HouseForm({ id, initial, baseName }: { id: number | null; initial: HouseFormValues; baseName?: string }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const form = useFormState<HouseFormValues, THouseFields>(initial, checkHouseForm);
  const upload = useUploadFieldProps(t("upload.chooseImages"));
  const [dirty, setDirty] = useState(false);
  useEffect(() => setDirty(form.dirty), [form.dirty]);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(trpc.house.create.mutationOptions());
  const update = useMutation(trpc.house.update.mutationOptions());
  const backToList = () => void navigate({ to: "/house/list" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    try {
      if (id === null) await create.mutateAsync(fields);
      else await update.mutateAsync({ id, data: fields });
    } catch (error) {
      form.setErrors(serverFieldErrors(notifyFailure(error, t)));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.house.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.base.pathKey() });
    notifySuccess(id === null ? t("house.created") : t("house.updated"));
    guard.release();
    backToList();
  };
  const error = (name: keyof HouseFormValues) => (form.errors[name] ? ts(form.errors[name]) : undefined);
  const text = (name: "name" | "type" | "crops") => ({
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
    onBlur: () => form.validateField(name),
    error: error(name),
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={id === null ? t("house.addTitle") : t("house.editTitle")}
    >
      <Stack gap="lg">
        <FormSection title={t("base.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <BaseSelect
              label={t("house.base")}
              withAsterisk
              value={form.values.baseId}
              onChange={(value) => form.setValue("baseId", value)}
              error={error("baseId")}
              selectedName={baseName ?? null}
            />
            <TextInput label={t("house.name")} withAsterisk maxLength={100} {...text("name")} />
            <TextInput
              label={t("house.type")}
              placeholder={t("house.typePlaceholder")}
              maxLength={50}
              {...text("type")}
            />
            <NumberInput
              label={t("house.areaSqm")}
              min={0}
              decimalScale={2}
              hideControls
              value={form.values.areaSqm}
              onChange={(value) => form.setValue("areaSqm", String(value))}
              onBlur={() => form.validateField("areaSqm")}
              error={error("areaSqm")}
            />
            <TextInput label={t("house.crops")} maxLength={200} {...text("crops")} />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t("house.images")}>
          <UploadField
            kind="image"
            multiple
            maxFiles={10}
            label={t("house.images")}
            description={t("base.imagesHint")}
            value={form.values.images}
            onChange={(value) => form.setValue("images", value)}
            error={error("images")}
            {...upload}
          />
        </FormSection>
        <FormButtons onCancel={backToList} busy={create.isPending || update.isPending} />
      </Stack>
    </form>
  );
}
