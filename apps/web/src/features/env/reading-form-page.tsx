import { Alert, NumberInput, SimpleGrid, Stack } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { ZEnvReadingFields, type TEnvReadingFields, type TEnvReadingItem } from "@suyuan/contracts/env/env-fields";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { FormButtons } from "../../common/form-buttons.tsx";
import { FormSection } from "../../common/form-section.tsx";
import { numberOrNull, numberText } from "../../common/form-values.ts";
import { PageCard } from "../../common/page-card.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { ResourceLookupSelect } from "../../kit/resource-lookup.tsx";
import { readingLookupOptions } from "./readings-search.ts";

const MEASURES = ["temperature", "humidity", "soilMoisture", "light", "co2"] as const;
type Measure = (typeof MEASURES)[number];
type ReadingFormValues = { deviceId: string | null; recordedAt: Date | null } & Record<Measure, string>;

function checkReadingForm(values: ReadingFormValues): ValidationResult<TEnvReadingFields> {
  const result = ZEnvReadingFields.safeParse({
    deviceId: values.deviceId ? Number(values.deviceId) : undefined,
    recordedAt: values.recordedAt ?? undefined,
    ...Object.fromEntries(MEASURES.map((name) => [name, numberOrNull(values[name])])),
  });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error.issues) };
}

export function ReadingAddPage({ deviceId }: { deviceId?: number }) {
  const { t } = useI18n();
  const initial = useMemo<ReadingFormValues>(
    () => ({
      deviceId: deviceId ? String(deviceId) : null,
      recordedAt: new Date(),
      temperature: "",
      humidity: "",
      soilMoisture: "",
      light: "",
      co2: "",
    }),
    [deviceId],
  );
  return (
    <PageCard title={t("reading.addTitle")} hint={t("reading.formHint")} testId="reading-add-page">
      <ReadingForm id={null} initial={initial} />
    </PageCard>
  );
}

export function ReadingEditPage({ id, deviceId, at }: { id: string; deviceId: number; at: Date }) {
  const { t } = useI18n();
  const found = useSuspenseQuery(readingLookupOptions(useTrpc(), deviceId, at)).data.items.find(
    (reading) => reading.id === id,
  );
  return (
    <PageCard title={t("reading.editTitle")} hint={t("reading.formHint")} testId="reading-edit-page">
      {found ? (
        <ReadingForm id={id} initial={valuesFromReading(found)} reading={found} />
      ) : (
        <Alert color="orange" variant="light">
          {t("reading.notFound")}
        </Alert>
      )}
    </PageCard>
  );
}

function valuesFromReading(reading: TEnvReadingItem): ReadingFormValues {
  return {
    deviceId: String(reading.device.id),
    recordedAt: reading.recordedAt,
    ...(Object.fromEntries(MEASURES.map((name) => [name, numberText(reading[name])])) as Record<Measure, string>),
  };
}

function ReadingForm({
  id,
  initial,
  reading,
}: {
  id: string | null;
  initial: ReadingFormValues;
  reading?: TEnvReadingItem;
}) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const form = useFormState<ReadingFormValues, TEnvReadingFields>(initial, checkReadingForm);
  const [dirty, setDirty] = useState(false);
  useEffect(() => setDirty(form.dirty), [form.dirty]);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(trpc.envReading.create.mutationOptions());
  const update = useMutation(trpc.envReading.update.mutationOptions());
  const backToList = (deviceId?: number) =>
    void navigate({ to: "/envPlateData/list", search: deviceId ? { deviceId } : {} });

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
    await queryClient.invalidateQueries({ queryKey: trpc.envReading.pathKey() });
    notifySuccess(id === null ? t("reading.created") : t("reading.updated"));
    guard.release();
    backToList(fields.deviceId);
  };
  const error = (name: keyof ReadingFormValues) => (form.errors[name] ? ts(form.errors[name]) : undefined);
  const limits: Record<Measure, { min: number; max: number }> = {
    temperature: { min: -60, max: 80 },
    humidity: { min: 0, max: 100 },
    soilMoisture: { min: 0, max: 100 },
    light: { min: 0, max: 200_000 },
    co2: { min: 0, max: 50_000 },
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={id === null ? t("reading.addTitle") : t("reading.editTitle")}
    >
      <Stack gap="lg">
        <FormSection title={t("base.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ResourceLookupSelect
              source="envDevice"
              placeholder={t("env.placeholder")}
              label={t("reading.device")}
              withAsterisk
              value={form.values.deviceId}
              onChange={(value) => form.setValue("deviceId", value)}
              error={error("deviceId")}
              selectedName={reading ? `${reading.device.name} (${reading.device.code})` : null}
            />
            <DateTimePicker
              label={t("reading.recordedAt")}
              withAsterisk
              valueFormat="YYYY-MM-DD HH:mm"
              value={form.values.recordedAt}
              onChange={(value) => form.setValue("recordedAt", value ? new Date(value) : null)}
              error={error("recordedAt")}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t("reading.listTitle")}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {MEASURES.map((name) => (
              <NumberInput
                key={name}
                label={t(`reading.${name}`)}
                min={limits[name].min}
                max={limits[name].max}
                decimalScale={2}
                hideControls
                value={form.values[name]}
                onChange={(value) => {
                  form.setValue(name, String(value));
                  if (form.errors.temperature) form.validateField("temperature");
                }}
                onBlur={() => form.validateField(name)}
                error={error(name)}
              />
            ))}
          </SimpleGrid>
        </FormSection>
        <FormButtons onCancel={() => backToList()} busy={create.isPending || update.isPending} />
      </Stack>
    </form>
  );
}
