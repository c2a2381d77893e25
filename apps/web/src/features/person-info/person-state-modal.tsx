import { Button, Group, Modal, Select, Stack, Textarea } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import {
  POVERTY_STATE_LABELS,
  POVERTY_STATES,
  type PovertyState,
} from "@suyuan/contracts/person-info/person-info-resource";
import { ZUpdatePersonStateInput } from "@suyuan/contracts/person-info/person-state";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { formatDate, fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkConverted, useFormState } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";

type Values = { state: string; date: string; reason: string };

const blank = (): Values => ({ state: "", date: formatDate(new Date()), reason: "" });

// The household's id is added when sending; an empty choice or day is absent.
const CHECK = checkConverted(ZUpdatePersonStateInput.omit({ id: true }), (values: Values) => ({
  state: values.state || undefined,
  date: values.date || undefined,
  reason: values.reason,
}));

/**
 * The 变更状态 dialog: the new state (any but the current one), the day it took effect and why.
 * Checked with the contract's schema before sending (the web's one form state); the server's field errors show under the
 * fields. On success the household and its history are read again.
 */
export function PersonStateModal({
  opened,
  onClose,
  person,
}: {
  opened: boolean;
  onClose: () => void;
  person: { id: number; name: string; state: PovertyState | null };
}) {
  const { locale, t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const form = useFormState(blank(), CHECK);
  const { values, errors } = form;
  const update = useMutation(trpc.personInfo.updateState.mutationOptions());
  const choices = POVERTY_STATES.filter((state) => state !== person.state).map((state) => ({
    value: state,
    label: pick(POVERTY_STATE_LABELS[state], locale),
  }));

  const set = (name: keyof Values, value: string) => form.setValue(name, value);

  const close = () => {
    form.reset(blank());
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    update.mutate(
      { id: person.id, ...input },
      {
        onSuccess: () => {
          notifySuccess(t("personState.changed"));
          // The item, the list and the history all live under personInfo.
          void queryClient.invalidateQueries({ queryKey: trpc.personInfo.pathKey() });
          close();
        },
        onError: (failure) => form.setErrors(serverFieldErrors(notifyFailure(failure, t))),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t("personState.modalTitle", { name: person.name })} centered>
      <form onSubmit={submit} noValidate data-testid="person-state-form">
        <Stack gap="md">
          <Select
            label={t("personState.newState")}
            withAsterisk
            data={choices}
            value={values.state || null}
            onChange={(next) => set("state", next ?? "")}
            error={errors.state ? ts(errors.state) : undefined}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <DateInput
            label={t("personState.date")}
            withAsterisk
            valueFormat="YYYY-MM-DD"
            value={fromDateParam(values.date || undefined)}
            onChange={(next) => set("date", toDateParam(next) ?? "")}
            error={errors.date ? ts(errors.date) : undefined}
            popoverProps={{ withinPortal: true }}
          />
          <Textarea
            label={t("personState.reason")}
            placeholder={t("personState.reasonPlaceholder")}
            withAsterisk
            autosize
            minRows={3}
            maxLength={500}
            value={values.reason}
            onChange={(event) => set("reason", event.currentTarget.value)}
            error={errors.reason ? ts(errors.reason) : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
