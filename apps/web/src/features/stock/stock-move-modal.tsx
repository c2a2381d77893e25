import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import {
  STOCK_MOVEMENT_KIND_LABELS,
  STOCK_MOVEMENT_KINDS,
  ZMoveStockInput,
  type TMoveStockInput,
  type TMoveStockOutput,
} from "@suyuan/contracts/stock/stock-operations";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMemo, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatQuantity } from "@suyuan/contracts/common/format-value";
import { pick } from "../../i18n/pick-label.ts";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkConverted, useFormState } from "../../lib/use-form-state.ts";

type Kind = (typeof STOCK_MOVEMENT_KINDS)[number];

type Values = { kind: Kind; quantity: number | ""; reason: string };

const blank = (): Values => ({ kind: "in", quantity: "", reason: "" });

// An empty quantity box is no number.
const checkMove = (stockId: number) =>
  checkConverted(ZMoveStockInput, (values: Values) => ({
    stockId,
    ...values,
    quantity: typeof values.quantity === "number" ? values.quantity : Number.NaN,
  }));

/** The quantity after a move (in adds, out takes, an adjustment is the signed change), to three decimals. */
export function balanceAfter(current: number, kind: Kind, quantity: number): number {
  const delta = kind === "out" ? -quantity : quantity;
  return Math.round((current + delta) * 1000) / 1000;
}

export type StockMoveModalProps = {
  opened: boolean;
  onClose: () => void;
  stockId: number;
  /** The current quantity (to show the balance after the move and refuse going below zero early). */
  current: number;
  unit: string;
  /** Runs the move (stock.move); rejects with the server's failure. */
  move: (input: TMoveStockInput) => Promise<TMoveStockOutput>;
  onMoved?: (balance: number) => void;
};

/** 出入库: kind, quantity and reason; a move that would leave less than zero is refused, here and by the server. */
export function StockMoveModal({ opened, onClose, stockId, current, unit, move, onMoved }: StockMoveModalProps) {
  const { locale, t, ts } = useI18n();
  const check = useMemo(() => checkMove(stockId), [stockId]);
  const form = useFormState(blank(), check);
  const { kind, quantity, reason } = form.values;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const amount = typeof quantity === "number" ? quantity : 0;
  const after = balanceAfter(current, kind, amount);
  const negative = typeof quantity === "number" && after < 0;
  const number = (value: number) => formatQuantity(value, unit, locale);

  const reset = () => {
    form.reset(blank());
    setRefusal(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const fields = form.validate();
    if (!fields) return;
    if (negative) {
      setRefusal(ts("error.stockNegative"));
      return;
    }
    setBusy(true);
    try {
      const result = await move(fields);
      notifySuccess(t("stock.moved", { balance: number(result.balance) }));
      onMoved?.(result.balance);
      close();
    } catch (error) {
      setRefusal(failureText(toAppFailure(error), t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t("stock.moveTitle", { unit })} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t("stock.kind")}
            </Text>
            <SegmentedControl
              fullWidth
              value={kind}
              onChange={(value) => {
                form.setValue("kind", value as Kind);
                setRefusal(null);
              }}
              data={STOCK_MOVEMENT_KINDS.map((value) => ({
                value,
                label: pick(STOCK_MOVEMENT_KIND_LABELS[value], locale),
              }))}
            />
          </div>
          <NumberInput
            label={t("stock.quantity")}
            description={kind === "adjust" ? t("stock.adjustHint") : undefined}
            required
            decimalScale={3}
            allowNegative={kind === "adjust"}
            value={quantity}
            onChange={(value) => {
              form.setValue("quantity", typeof value === "number" ? value : value === "" ? "" : Number(value));
              setRefusal(null);
            }}
            error={form.errors.quantity ? ts(form.errors.quantity) : undefined}
            rightSection={<Text size="xs">{unit}</Text>}
            rightSectionWidth={48}
          />
          <Textarea
            label={t("stock.reason")}
            maxLength={200}
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => form.setValue("reason", event.currentTarget.value)}
            error={form.errors.reason ? ts(form.errors.reason) : undefined}
          />
          <Group gap="xl">
            <Text size="sm">
              {t("stock.current")}：<b>{number(current)}</b>
            </Text>
            <Text size="sm" c={negative ? "red" : undefined} data-testid="stock-after">
              {t("stock.after")}：<b>{number(after)}</b>
            </Text>
          </Group>
          {negative || refusal ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {refusal ?? ts("error.stockNegative")}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={busy} disabled={negative}>
              {t("stock.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
