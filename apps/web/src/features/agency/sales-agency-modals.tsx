import { NumberInput, Text, TextInput } from "@mantine/core";
import type { Label } from "@suyuan/contracts/kit/fields";
import type { TSalesAgency } from "@suyuan/contracts/work-platform/sales-agency-resource";
import { ZRecordAgencySaleInput, ZSettleSalesAgencyInput } from "@suyuan/contracts/work-platform/sales-agency-status";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatMoney, formatQuantity } from "@suyuan/contracts/common/format-value";
import { pick } from "../../i18n/pick-label.ts";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { issuesByField } from "../../lib/use-form-state.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { numberOrNull } from "../../common/form-values.ts";
import { AgencyFormModal, AgencyNoteInput } from "./agency-form-modal.tsx";
import { AGENCY_TEXTS as T } from "./agency-texts.ts";

/**
 * Checks an input against `schema`, saves it, refreshes the sales-agency queries, tells `done`
 * and closes; field errors (the schema's, translated, or the server's) stay in the dialog.
 */
function useSalesAgencyChange<Input>(options: {
  schema: z.ZodType;
  save: (input: Input) => Promise<unknown>;
  done: Label;
  onClose: () => void;
}) {
  const { t, ts, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (input: Input) => {
    const parsed = options.schema.safeParse(input);
    if (!parsed.success) {
      const keys = issuesByField(parsed.error.issues);
      setErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, ts(key)])));
      return;
    }
    try {
      await options.save(input);
    } catch (caught) {
      setErrors(serverFieldErrors(notifyFailure(caught, t)));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.salesAgency.pathKey() });
    notifySuccess(pick(options.done, locale));
    options.onClose();
  };
  return { errors, submit };
}

/** 登记销售: buyer, quantity (at most what is left) and the actual unit price. */
export function SellModal({ record, onClose }: { record: TSalesAgency; onClose: () => void }) {
  const { locale } = useI18n();
  const sell = useMutation(useTrpc().salesAgency.sell.mutationOptions());
  const { errors, submit } = useSalesAgencyChange({
    schema: ZRecordAgencySaleInput,
    save: sell.mutateAsync,
    done: T.saleRecorded,
    onClose,
  });
  const [buyer, setBuyer] = useState("");
  const [buyerPhone, setBuyerPhone] = useState("");
  const [quantity, setQuantity] = useState(String(record.remainingQuantity));
  const [unitPrice, setUnitPrice] = useState(String(record.expectedPrice));

  return (
    <AgencyFormModal
      title={pick({ zh: "登记销售", en: "Record sale" }, locale)}
      busy={sell.isPending}
      onSubmit={() =>
        submit({
          id: record.id,
          buyer,
          buyerPhone,
          quantity: numberOrNull(quantity) ?? Number.NaN,
          unitPrice: numberOrNull(unitPrice) ?? Number.NaN,
        })
      }
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {pick(T.remaining, locale)}：{formatQuantity(record.remainingQuantity, record.unit, locale)}
      </Text>
      <TextInput
        label={pick(T.buyer, locale)}
        withAsterisk
        value={buyer}
        onChange={(e) => setBuyer(e.currentTarget.value)}
        error={errors.buyer}
      />
      <TextInput
        label={pick(T.buyerPhone, locale)}
        value={buyerPhone}
        onChange={(e) => setBuyerPhone(e.currentTarget.value)}
        error={errors.buyerPhone}
      />
      <NumberInput
        label={`${pick(T.quantity, locale)}（${record.unit}）`}
        withAsterisk
        hideControls
        decimalScale={3}
        min={0}
        value={quantity}
        onChange={(value) => setQuantity(String(value))}
        error={errors.quantity}
      />
      <NumberInput
        label={pick(T.salePrice, locale)}
        withAsterisk
        hideControls
        decimalScale={2}
        min={0}
        value={unitPrice}
        onChange={(value) => setUnitPrice(String(value))}
        error={errors.unitPrice}
      />
    </AgencyFormModal>
  );
}

/** 结算: the commission; the villager is paid the sales amount less it. */
export function SettleModal({ record, onClose }: { record: TSalesAgency; onClose: () => void }) {
  const { locale } = useI18n();
  const settle = useMutation(useTrpc().salesAgency.settle.mutationOptions());
  const { errors, submit } = useSalesAgencyChange({
    schema: ZSettleSalesAgencyInput,
    save: settle.mutateAsync,
    done: T.settled,
    onClose,
  });
  const [commission, setCommission] = useState("0");
  const [note, setNote] = useState("");
  const value = numberOrNull(commission);
  const paid = value === null ? null : Math.round((record.soldAmount - value) * 100) / 100;

  return (
    <AgencyFormModal
      title={pick({ zh: "结算", en: "Settle" }, locale)}
      busy={settle.isPending}
      onSubmit={() => submit({ id: record.id, commission: value ?? Number.NaN, note })}
      onClose={onClose}
    >
      <Text size="sm">
        {pick(T.soldAmount, locale)}：{formatMoney(record.soldAmount, locale)}
      </Text>
      <NumberInput
        label={pick(T.commission, locale)}
        withAsterisk
        hideControls
        decimalScale={2}
        min={0}
        value={commission}
        onChange={(next) => setCommission(String(next))}
        error={errors.commission}
      />
      <Text size="sm" fw={600} data-testid="settle-paid">
        {pick(T.paidAmount, locale)}：{formatMoney(paid, locale)}
      </Text>
      <Text size="xs" c="dimmed">
        {pick(T.settleHint, locale)}
      </Text>
      <AgencyNoteInput value={note} onChange={setNote} />
    </AgencyFormModal>
  );
}
