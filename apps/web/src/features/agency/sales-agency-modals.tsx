import { NumberInput, Text, TextInput } from "@mantine/core";
import type { TSalesAgency } from "@suyuan/contracts/work-platform/sales-agency-resource";
import { ZRecordAgencySaleInput, ZSettleSalesAgencyInput } from "@suyuan/contracts/work-platform/sales-agency-status";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import type { z } from "zod";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { formatMoney, formatQuantity } from "@suyuan/contracts/common/format-value";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { checkConverted, useFormState } from "../../lib/use-form-state.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { numberOrNull } from "../../common/form-values.ts";
import { AgencyFormModal, AgencyNoteInput } from "./agency-form-modal.tsx";

/**
 * A sales-agency dialog's form: its values become the input through `toInput` and are checked by
 * `schema`; saving refreshes the sales-agency queries, tells `done` and closes; field errors (the
 * schema's or the server's) stay in the dialog.
 */
function useSalesAgencyChange<V extends Record<string, unknown>, Input>(options: {
  initial: V;
  toInput: (values: V) => unknown;
  schema: z.ZodType<Input>;
  save: (input: Input) => Promise<unknown>;
  done: UiKey;
  onClose: () => void;
}) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const { schema, toInput } = options;
  const check = useMemo(() => checkConverted(schema, toInput), [schema, toInput]);
  const form = useFormState(options.initial, check);

  const submit = async () => {
    const input = form.validate();
    if (!input) return;
    try {
      await options.save(input);
    } catch (caught) {
      form.setErrors(serverFieldErrors(notifyFailure(caught, t)));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.salesAgency.pathKey() });
    notifySuccess(t(options.done));
    options.onClose();
  };
  const error = (name: keyof V & string) => (form.errors[name] ? ts(form.errors[name]) : undefined);
  return { values: form.values, setValue: form.setValue, error, submit };
}

type SellValues = { buyer: string; buyerPhone: string; quantity: string; unitPrice: string };
const sellInput = (id: number) => (values: SellValues) => ({
  id,
  buyer: values.buyer,
  buyerPhone: values.buyerPhone,
  quantity: numberOrNull(values.quantity) ?? Number.NaN,
  unitPrice: numberOrNull(values.unitPrice) ?? Number.NaN,
});

type SettleValues = { commission: string; note: string };
const settleInput = (id: number) => (values: SettleValues) => ({
  id,
  commission: numberOrNull(values.commission) ?? Number.NaN,
  note: values.note,
});

/** 登记销售: buyer, quantity (at most what is left) and the actual unit price. */
export function SellModal({ record, onClose }: { record: TSalesAgency; onClose: () => void }) {
  const { locale, t } = useI18n();
  const sell = useMutation(useTrpc().salesAgency.sell.mutationOptions());
  const toInput = useMemo(() => sellInput(record.id), [record.id]);
  const { values, setValue, error, submit } = useSalesAgencyChange({
    initial: {
      buyer: "",
      buyerPhone: "",
      quantity: String(record.remainingQuantity),
      unitPrice: String(record.expectedPrice),
    },
    toInput,
    schema: ZRecordAgencySaleInput,
    save: sell.mutateAsync,
    done: "agency.saleRecorded",
    onClose,
  });

  return (
    <AgencyFormModal title={t("agency.recordSale")} busy={sell.isPending} onSubmit={submit} onClose={onClose}>
      <Text size="sm" c="dimmed">
        {t("agency.remaining")}：{formatQuantity(record.remainingQuantity, record.unit, locale)}
      </Text>
      <TextInput
        label={t("agency.buyer")}
        withAsterisk
        value={values.buyer}
        onChange={(e) => setValue("buyer", e.currentTarget.value)}
        error={error("buyer")}
      />
      <TextInput
        label={t("agency.buyerPhone")}
        value={values.buyerPhone}
        onChange={(e) => setValue("buyerPhone", e.currentTarget.value)}
        error={error("buyerPhone")}
      />
      <NumberInput
        label={`${t("agency.quantity")}（${record.unit}）`}
        withAsterisk
        hideControls
        decimalScale={3}
        min={0}
        value={values.quantity}
        onChange={(value) => setValue("quantity", String(value))}
        error={error("quantity")}
      />
      <NumberInput
        label={t("agency.salePrice")}
        withAsterisk
        hideControls
        decimalScale={2}
        min={0}
        value={values.unitPrice}
        onChange={(value) => setValue("unitPrice", String(value))}
        error={error("unitPrice")}
      />
    </AgencyFormModal>
  );
}

/** 结算: the commission; the villager is paid the sales amount less it. */
export function SettleModal({ record, onClose }: { record: TSalesAgency; onClose: () => void }) {
  const { locale, t } = useI18n();
  const settle = useMutation(useTrpc().salesAgency.settle.mutationOptions());
  const toInput = useMemo(() => settleInput(record.id), [record.id]);
  const { values, setValue, error, submit } = useSalesAgencyChange({
    initial: { commission: "0", note: "" },
    toInput,
    schema: ZSettleSalesAgencyInput,
    save: settle.mutateAsync,
    done: "agency.settled",
    onClose,
  });
  const value = numberOrNull(values.commission);
  const paid = value === null ? null : Math.round((record.soldAmount - value) * 100) / 100;

  return (
    <AgencyFormModal title={t("agency.settle")} busy={settle.isPending} onSubmit={submit} onClose={onClose}>
      <Text size="sm">
        {t("agency.soldAmount")}：{formatMoney(record.soldAmount, locale)}
      </Text>
      <NumberInput
        label={t("agency.commission")}
        withAsterisk
        hideControls
        decimalScale={2}
        min={0}
        value={values.commission}
        onChange={(next) => setValue("commission", String(next))}
        error={error("commission")}
      />
      <Text size="sm" fw={600} data-testid="settle-paid">
        {t("agency.paidAmount")}：{formatMoney(paid, locale)}
      </Text>
      <Text size="xs" c="dimmed">
        {t("agency.settleHint")}
      </Text>
      <AgencyNoteInput value={values.note} onChange={(next) => setValue("note", next)} />
    </AgencyFormModal>
  );
}
