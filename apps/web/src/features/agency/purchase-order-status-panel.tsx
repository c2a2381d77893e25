import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TPurchaseOrder } from "@suyuan/contracts/work-platform/purchase-order-resource";
import {
  PURCHASE_ACTION_LABELS,
  PURCHASE_STATUS_LABELS,
  PURCHASE_TRANSITIONS,
  type PurchaseStatus,
  ZTransitionPurchaseOrderInput,
} from "@suyuan/contracts/work-platform/purchase-order-status";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkConverted, useFormState } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { FormSection } from "../../common/form-section.tsx";
import { numberOrNull } from "../../common/form-values.ts";
import { AgencyEventsTable } from "./agency-events-table.tsx";
import { AgencyFormModal, AgencyNoteInput } from "./agency-form-modal.tsx";
import { PurchaseStatusBadge } from "./agency-status-badge.tsx";
import { formatMoney } from "@suyuan/contracts/common/format-value";
import { AgencySummary } from "./agency-summary.tsx";

type Target = Exclude<PurchaseStatus, "submitted">;

/** A purchase order's status, money summary, the changes its status allows, and its history. */
export function PurchaseOrderStatusPanel({ order }: { order: TPurchaseOrder }) {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const events = useQuery(trpc.purchaseOrder.findEvents.queryOptions({ orderId: order.id }));
  const [target, setTarget] = useState<Target | null>(null);
  const money = (value: number | null) => formatMoney(value, locale);
  const targets = PURCHASE_TRANSITIONS[order.status].filter((to): to is Target => to !== "submitted");

  return (
    <FormSection title={t("agency.status")}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <PurchaseStatusBadge status={order.status} />
          <Permitted perm={OPERATION_KEYS.buyStatus}>
            <Group gap="xs">
              {targets.map((to) => (
                <Button
                  key={to}
                  size="xs"
                  variant={to === "cancelled" ? "default" : "filled"}
                  color={to === "cancelled" ? "red" : undefined}
                  onClick={() => setTarget(to)}
                >
                  {pick(PURCHASE_ACTION_LABELS[to], locale)}
                </Button>
              ))}
            </Group>
          </Permitted>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <AgencySummary label={t("agency.estimatedTotal")} value={money(order.estimatedTotal)} />
          <AgencySummary label={t("agency.deposit")} value={money(order.deposit ?? 0)} />
          <AgencySummary label={t("agency.actualAmount")} value={money(order.actualAmount)} testId="purchase-actual" />
          <AgencySummary label={t("agency.balanceDue")} value={money(order.balanceDue)} testId="purchase-balance" />
        </SimpleGrid>
        <AgencyEventsTable events={events.data ?? []} badge={(status) => <PurchaseStatusBadge status={status} />} />
      </Stack>
      {target ? <TransitionModal order={order} to={target} onClose={() => setTarget(null)} /> : null}
    </FormSection>
  );
}

/** Confirms one status change: the actual amount at arrival, a note for any. */
export function TransitionModal({ order, to, onClose }: { order: TPurchaseOrder; to: Target; onClose: () => void }) {
  const { t, ts, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const transition = useMutation(trpc.purchaseOrder.transition.mutationOptions());
  // The change as the procedure takes it; the contract requires the actual amount at arrival.
  const inputOf = useMemo(
    () => (values: { actual: string; note: string }) => ({
      id: order.id,
      from: order.status,
      to,
      actualAmount: numberOrNull(values.actual),
      note: values.note,
    }),
    [order.id, order.status, to],
  );
  const check = useMemo(() => checkConverted(ZTransitionPurchaseOrderInput, inputOf), [inputOf]);
  const form = useFormState({ actual: "", note: "" }, check);
  const { values, errors } = form;
  // The amount's problem, or the server's refusal (shown where the amount is, or alone).
  const problem = errors.actualAmount ?? errors.failure;
  const error = problem ? ts(problem) : null;

  const submit = async () => {
    if (!form.validate()) return;
    try {
      await transition.mutateAsync(inputOf(values));
    } catch (caught) {
      form.setErrors({ failure: notifyFailure(caught, t).message });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.purchaseOrder.pathKey() });
    notifySuccess(t("agency.changed", { status: pick(PURCHASE_STATUS_LABELS[to], locale) }));
    onClose();
  };

  return (
    <AgencyFormModal
      title={pick(PURCHASE_ACTION_LABELS[to], locale)}
      busy={transition.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {to === "arrived" ? (
        <NumberInput
          label={t("agency.actualAmount")}
          description={t("agency.actualHint")}
          withAsterisk
          hideControls
          decimalScale={2}
          min={0}
          rightSection="元"
          value={values.actual}
          onChange={(value) => form.setValue("actual", String(value))}
          error={error ?? undefined}
        />
      ) : error ? (
        <Text c="red" size="sm">
          {error}
        </Text>
      ) : null}
      <AgencyNoteInput
        value={values.note}
        onChange={(next) => form.setValue("note", next)}
        error={errors.note ? ts(errors.note) : undefined}
      />
    </AgencyFormModal>
  );
}
