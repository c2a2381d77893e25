import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { ZEnvDeviceFields, type TEnvDeviceFields, type TEnvDeviceItem } from "@suyuan/contracts/env/env-fields";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { BaseSelect } from "../bases/base-select.tsx";
import { FormButtons } from "../common/form-buttons.tsx";
import { FormSection } from "../common/form-section.tsx";
import { PageCard } from "../common/page-card.tsx";
import { useUnsavedGuard } from "../common/use-unsaved-guard.ts";
import { HouseSelect } from "../houses/house-select.tsx";
import { EnterpriseSelect } from "../users/enterprise-select.tsx";
import { deviceQueryOptions } from "./devices-search.ts";
import { useDeviceKindOptions } from "./env-labels.ts";

type DeviceFormValues = {
  enterpriseId: string | null;
  baseId: string | null;
  houseId: string | null;
  name: string;
  code: string;
  kind: string | null;
};

const emptyValues: DeviceFormValues = {
  enterpriseId: null,
  baseId: null,
  houseId: null,
  name: "",
  code: "",
  kind: null,
};

function valuesFromDevice(device: TEnvDeviceItem): DeviceFormValues {
  return {
    enterpriseId: String(device.enterprise.id),
    baseId: device.base ? String(device.base.id) : null,
    houseId: device.house ? String(device.house.id) : null,
    name: device.name,
    code: device.code,
    kind: device.kind,
  };
}

function checkDeviceForm(values: DeviceFormValues): ValidationResult<TEnvDeviceFields> {
  const result = ZEnvDeviceFields.safeParse({
    ...values,
    enterpriseId: values.enterpriseId ? Number(values.enterpriseId) : null,
    baseId: values.baseId ? Number(values.baseId) : null,
    houseId: values.houseId ? Number(values.houseId) : null,
    kind: values.kind ?? undefined,
  });
  if (result.success) return { ok: true, data: result.data };
  const errors = issuesByField(result.error.issues);
  // The contract's location rule runs only once the other fields pass; show it with them.
  if (!values.baseId && !values.houseId) errors.baseId ??= "validation.deviceLocation";
  return { ok: false, errors };
}

export function DeviceAddPage() {
  const { t } = useI18n();
  return (
    <PageCard title={t("env.addTitle")} hint={t("env.formHint")} testId="device-add-page">
      <DeviceForm id={null} initial={emptyValues} />
    </PageCard>
  );
}

export function DeviceEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const device = useSuspenseQuery(deviceQueryOptions(useTrpc(), id)).data;
  const initial = useMemo(() => valuesFromDevice(device), [device]);
  return (
    <PageCard title={`${t("env.editTitle")}：${device.name}`} hint={t("env.formHint")} testId="device-edit-page">
      <DeviceForm id={id} initial={initial} device={device} />
    </PageCard>
  );
}

function DeviceForm({
  id,
  initial,
  device,
}: {
  id: number | null;
  initial: DeviceFormValues;
  device?: TEnvDeviceItem;
}) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const kinds = useDeviceKindOptions();
  const form = useFormState<DeviceFormValues, TEnvDeviceFields>(initial, checkDeviceForm);
  const [dirty, setDirty] = useState(false);
  useEffect(() => setDirty(form.dirty), [form.dirty]);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(trpc.env.createDevice.mutationOptions());
  const update = useMutation(trpc.env.updateDevice.mutationOptions());
  const backToList = () => void navigate({ to: "/env/list" });

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
    await queryClient.invalidateQueries({ queryKey: trpc.env.pathKey() });
    notifySuccess(id === null ? t("env.created") : t("env.updated"));
    guard.release();
    backToList();
  };
  const error = (name: keyof DeviceFormValues) => (form.errors[name] ? ts(form.errors[name]) : undefined);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={id === null ? t("env.addTitle") : t("env.editTitle")}
    >
      <Stack gap="lg">
        <FormSection title={t("base.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput
              label={t("env.name")}
              withAsterisk
              maxLength={100}
              value={form.values.name}
              onChange={(event) => form.setValue("name", event.currentTarget.value)}
              onBlur={() => form.validateField("name")}
              error={error("name")}
            />
            <TextInput
              label={t("env.code")}
              description={t("env.codeHint")}
              withAsterisk
              maxLength={50}
              value={form.values.code}
              onChange={(event) => form.setValue("code", event.currentTarget.value)}
              onBlur={() => form.validateField("code")}
              error={error("code")}
            />
            <Select
              label={t("env.kind")}
              withAsterisk
              data={kinds}
              value={form.values.kind}
              onChange={(value) => form.setValue("kind", value)}
              error={error("kind")}
              placeholder={t("common.selectPlaceholder")}
            />
            <EnterpriseSelect
              label={t("env.enterprise")}
              placeholder={t("base.enterpriseHint")}
              value={form.values.enterpriseId}
              onChange={(value) => form.setValue("enterpriseId", value)}
              error={error("enterpriseId")}
              selectedName={device?.enterprise.name ?? null}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t("env.location")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <BaseSelect
              label={t("env.base")}
              value={form.values.baseId}
              onChange={(value) => {
                form.setValue("baseId", value);
                if (form.values.houseId) form.setValue("houseId", null);
              }}
              error={error("baseId")}
              selectedName={device?.base?.name ?? null}
            />
            <HouseSelect
              key={form.values.baseId ?? "all"}
              label={t("env.house")}
              baseId={form.values.baseId ? Number(form.values.baseId) : undefined}
              value={form.values.houseId}
              onChange={(value) => {
                form.setValue("houseId", value);
                if (form.errors.baseId) form.validateField("baseId");
              }}
              error={error("houseId")}
              selectedName={device?.house ? `${device.base?.name ?? ""} / ${device.house.name}` : null}
            />
          </SimpleGrid>
        </FormSection>
        <FormButtons onCancel={backToList} busy={create.isPending || update.isPending} />
      </Stack>
    </form>
  );
}
