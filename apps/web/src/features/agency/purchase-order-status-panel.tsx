import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TPurchaseOrder } from "@suyuan/contracts/work-platform/purchase-order-resource";
import {
  PURCHASE_ACTION_LABELS,
  PURCHASE_STATUS_LABELS,
  PURCHASE_TRANSITIONS,
  type PurchaseStatus,
} from "@suyuan/contracts/work-platform/purchase-order-status";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
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
function TransitionModal({ order, to, onClose }: { order: TPurchaseOrder; to: Target; onClose: () => void }) {
  const { locale, t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const transition = useMutation(trpc.purchaseOrder.transition.mutationOptions());
  const [actual, setActual] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const actualAmount = numberOrNull(actual);
    if (to === "arrived" && actualAmount === null) {
      setError(ts("validation.purchaseActualRequired"));
      return;
    }
    try {
      await transition.mutateAsync({ id: order.id, from: order.status, to, actualAmount, note });
    } catch (caught) {
      setError(notifyFailure(caught, t).message);
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
          value={actual}
          onChange={(value) => setActual(String(value))}
          error={error ?? undefined}
        />
      ) : error ? (
        <Text c="red" size="sm">
          {error}
        </Text>
      ) : null}
      <AgencyNoteInput value={note} onChange={setNote} />
    </AgencyFormModal>
  );
}
