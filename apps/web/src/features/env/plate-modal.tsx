import { Button, Group, Modal, MultiSelect, Stack, TextInput, Textarea } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { ZEnvPlateFields, type TEnvPlateFields } from "@suyuan/contracts/env/env-fields";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState, type FormEvent } from "react";
import type { z } from "zod";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { EnterpriseSelect } from "../users/enterprise-select.tsx";
import type { ZEnvPlateItem } from "@suyuan/contracts/env/env-fields";

export type PlateItem = z.infer<typeof ZEnvPlateItem>;

type PlateFormValues = { enterpriseId: string | null; name: string; description: string; deviceIds: string[] };

function checkPlateForm(values: PlateFormValues): ValidationResult<TEnvPlateFields> {
  const result = ZEnvPlateFields.safeParse({
    enterpriseId: values.enterpriseId ? Number(values.enterpriseId) : null,
    name: values.name,
    description: values.description,
    deviceIds: values.deviceIds.map(Number),
  });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error.issues) };
}

/** Add or edit a plate in a dialog; `plate` undefined = closed, null = add. */
export function PlateModal({ plate, onClose }: { plate: PlateItem | null | undefined; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      opened={plate !== undefined}
      onClose={onClose}
      title={plate ? t("envPlate.editTitle") : t("envPlate.addTitle")}
      size="lg"
      centered
    >
      {plate !== undefined ? <PlateForm key={plate?.id ?? "new"} plate={plate} onClose={onClose} /> : null}
    </Modal>
  );
}

function PlateForm({ plate, onClose }: { plate: PlateItem | null; onClose: () => void }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const form = useFormState<PlateFormValues, TEnvPlateFields>(
    {
      enterpriseId: plate ? String(plate.enterprise.id) : null,
      name: plate?.name ?? "",
      description: plate?.description ?? "",
      deviceIds: plate?.devices.map((device) => String(device.id)) ?? [],
    },
    checkPlateForm,
  );
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const devices = useQuery({
    ...trpc.env.findDevices.queryOptions({ page: 1, pageSize: 100, name: debounced.trim() || undefined }),
    placeholderData: keepPreviousData,
  });
  const [known, setKnown] = useState(() => new Map(plate?.devices.map((d) => [String(d.id), `${d.name} (${d.code})`])));
  const data = useMemo(() => {
    const map = new Map(known);
    for (const device of devices.data?.items ?? []) map.set(String(device.id), `${device.name} (${device.code})`);
    return [...map].map(([value, label]) => ({ value, label }));
  }, [known, devices.data]);
  const create = useMutation(trpc.env.createPlate.mutationOptions());
  const update = useMutation(trpc.env.updatePlate.mutationOptions());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    try {
      if (plate) await update.mutateAsync({ id: plate.id, data: fields });
      else await create.mutateAsync(fields);
    } catch (error) {
      form.setErrors(serverFieldErrors(notifyFailure(error, t)));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.env.findPlates.pathKey() });
    notifySuccess(plate ? t("envPlate.updated") : t("envPlate.created"));
    onClose();
  };
  const error = (name: keyof PlateFormValues) => (form.errors[name] ? ts(form.errors[name]) : undefined);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("envPlate.name")}
          withAsterisk
          maxLength={100}
          data-autofocus
          value={form.values.name}
          onChange={(event) => form.setValue("name", event.currentTarget.value)}
          onBlur={() => form.validateField("name")}
          error={error("name")}
        />
        <EnterpriseSelect
          label={t("env.enterprise")}
          description={t("base.enterpriseHint")}
          value={form.values.enterpriseId}
          onChange={(value) => form.setValue("enterpriseId", value)}
          error={error("enterpriseId")}
          selectedName={plate?.enterprise.name ?? null}
        />
        <MultiSelect
          label={t("envPlate.devices")}
          description={t("envPlate.devicesHint")}
          data={data}
          value={form.values.deviceIds}
          onChange={(value) => {
            setKnown((current) => {
              const next = new Map(current);
              for (const id of value) {
                const label = data.find((item) => item.value === id)?.label;
                if (label) next.set(id, label);
              }
              return next;
            });
            form.setValue("deviceIds", value);
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          clearable
          hidePickedOptions
          nothingFoundMessage={devices.isFetching ? t("app.loading") : t("table.empty")}
          error={error("deviceIds")}
        />
        <Textarea
          label={t("envPlate.description")}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          value={form.values.description}
          onChange={(event) => form.setValue("description", event.currentTarget.value)}
          error={error("description")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
