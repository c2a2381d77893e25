import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TPurchaseOrder } from "@suyuan/contracts/work-platform/purchase-order-resource";
import {
  PURCHASE_ACTION_LABELS,
  PURCHASE_STATUS_LABELS,
  PURCHASE_TRANSITIONS,
  type PurchaseStatus,
} from "@suyuan/contracts/work-platform/purchase-order-status";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { EMPTY, formatMoney, pick } from "../../kit/resource-format.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { FormSection } from "../common/form-section.tsx";
import { numberOrNull } from "../common/form-values.ts";
import { AgencyEventsTable } from "./agency-events-table.tsx";
import { PurchaseStatusBadge } from "./agency-status-badge.tsx";
import { AGENCY_TEXTS as T } from "./agency-texts.ts";

type Target = Exclude<PurchaseStatus, "submitted">;

/** A purchase order's status, money summary, the changes its status allows, and its history. */
export function PurchaseOrderStatusPanel({ order }: { order: TPurchaseOrder }) {
  const { locale } = useI18n();
  const trpc = useTrpc();
  const events = useQuery(trpc.purchaseOrder.findEvents.queryOptions({ orderId: order.id }));
  const [target, setTarget] = useState<Target | null>(null);
  const money = (value: number | null) => (value === null ? EMPTY : `${formatMoney(value, locale)} 元`);
  const targets = PURCHASE_TRANSITIONS[order.status].filter((to): to is Target => to !== "submitted");

  return (
    <FormSection title={pick(T.status, locale)}>
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
          <Summary label={pick(T.estimatedTotal, locale)} value={money(order.estimatedTotal)} />
          <Summary label={pick(T.deposit, locale)} value={money(order.deposit ?? 0)} />
          <Summary label={pick(T.actualAmount, locale)} value={money(order.actualAmount)} testId="purchase-actual" />
          <Summary label={pick(T.balanceDue, locale)} value={money(order.balanceDue)} testId="purchase-balance" />
        </SimpleGrid>
        <AgencyEventsTable events={events.data ?? []} badge={(status) => <PurchaseStatusBadge status={status} />} />
      </Stack>
      {target ? <TransitionModal order={order} to={target} onClose={() => setTarget(null)} /> : null}
    </FormSection>
  );
}

function Summary({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** Confirms one status change: the actual amount at arrival, a note for any. */
function TransitionModal({ order, to, onClose }: { order: TPurchaseOrder; to: Target; onClose: () => void }) {
  const { t, ts, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const transition = useMutation(trpc.purchaseOrder.transition.mutationOptions());
  const [actual, setActual] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    notifySuccess(pick(T.changed(pick(PURCHASE_STATUS_LABELS[to], locale)), locale));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={pick(PURCHASE_ACTION_LABELS[to], locale)} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {to === "arrived" ? (
            <NumberInput
              label={pick(T.actualAmount, locale)}
              description={pick(T.actualHint, locale)}
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
            <Button type="submit" loading={transition.isPending}>
              {pick(T.confirm, locale)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
