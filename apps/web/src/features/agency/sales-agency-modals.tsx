import { Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { TSalesAgency } from "@suyuan/contracts/work-platform/sales-agency-resource";
import { ZRecordAgencySaleInput, ZSettleSalesAgencyInput } from "@suyuan/contracts/work-platform/sales-agency-status";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatMoney, formatNumber, pick } from "../../kit/resource-format.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { numberOrNull } from "../common/form-values.ts";
import { AGENCY_TEXTS as T } from "./agency-texts.ts";

type Errors = Record<string, string>;

function zodErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], ts: (key: string) => string) {
  const errors: Errors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "_")] ??= ts(issue.message);
  return errors;
}

function useRefresh() {
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.salesAgency.pathKey() });
}

/** 登记销售: buyer, quantity (at most what is left) and the actual unit price. */
export function SellModal({ record, onClose }: { record: TSalesAgency; onClose: () => void }) {
  const { t, ts, locale } = useI18n();
  const sell = useMutation(useTrpc().salesAgency.sell.mutationOptions());
  const refresh = useRefresh();
  const [buyer, setBuyer] = useState("");
  const [buyerPhone, setBuyerPhone] = useState("");
  const [quantity, setQuantity] = useState(String(record.remainingQuantity));
  const [unitPrice, setUnitPrice] = useState(String(record.expectedPrice));
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      id: record.id,
      buyer,
      buyerPhone,
      quantity: numberOrNull(quantity) ?? Number.NaN,
      unitPrice: numberOrNull(unitPrice) ?? Number.NaN,
    };
    const parsed = ZRecordAgencySaleInput.safeParse(input);
    if (!parsed.success) {
      setErrors(zodErrors(parsed.error.issues, ts));
      return;
    }
    try {
      await sell.mutateAsync(input);
    } catch (caught) {
      setErrors(serverFieldErrors(notifyFailure(caught, t)));
      return;
    }
    await refresh();
    notifySuccess(pick(T.saleRecorded, locale));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={pick({ zh: "登记销售", en: "Record sale" }, locale)} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {pick(T.remaining, locale)}：{formatNumber(record.remainingQuantity, 3, locale)} {record.unit}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={sell.isPending}>
              {pick(T.confirm, locale)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** 结算: the commission; the villager is paid the sales amount less it. */
export function SettleModal({ record, onClose }: { record: TSalesAgency; onClose: () => void }) {
  const { t, ts, locale } = useI18n();
  const settle = useMutation(useTrpc().salesAgency.settle.mutationOptions());
  const refresh = useRefresh();
  const [commission, setCommission] = useState("0");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const value = numberOrNull(commission);
  const paid = value === null ? null : Math.round((record.soldAmount - value) * 100) / 100;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { id: record.id, commission: value ?? Number.NaN, note };
    const parsed = ZSettleSalesAgencyInput.safeParse(input);
    if (!parsed.success) {
      setErrors(zodErrors(parsed.error.issues, ts));
      return;
    }
    try {
      await settle.mutateAsync(input);
    } catch (caught) {
      setErrors(serverFieldErrors(notifyFailure(caught, t)));
      return;
    }
    await refresh();
    notifySuccess(pick(T.settled, locale));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={pick({ zh: "结算", en: "Settle" }, locale)} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {pick(T.soldAmount, locale)}：{formatMoney(record.soldAmount, locale)} 元
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
            {pick(T.paidAmount, locale)}：{paid === null ? "—" : `${formatMoney(paid, locale)} 元`}
          </Text>
          <Text size="xs" c="dimmed">
            {pick(T.settleHint, locale)}
          </Text>
          <Textarea
            label={pick(T.note, locale)}
            autosize
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={settle.isPending}>
              {pick(T.confirm, locale)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
