import { Alert, Stack } from "@mantine/core";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { purchaseOrderResource, type TPurchaseOrder } from "@suyuan/contracts/work-platform/purchase-order-resource";
import { isPurchaseEditable } from "@suyuan/contracts/work-platform/purchase-order-status";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { z } from "zod";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { ResourceForm } from "../../kit/resource-form.tsx";
import {
  emptyResourceValues,
  lookupNamesOf,
  valuesFromItem,
  type LookupNames,
  type ResourceFormValues,
} from "../../kit/resource-form-values.ts";
import { resourceItemQueryOptions, type ResourceRow } from "../../kit/resource-search.ts";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useFormState } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { FormSection } from "../../common/form-section.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { checkItems, draftsOf, newItemDraft, PurchaseItemsEditor, type ItemDraft } from "./purchase-items-editor.tsx";
import { PurchaseOrderStatusPanel } from "./purchase-order-status-panel.tsx";

const definition = purchaseOrderResource;

/**
 * The definition as the generic form checks it: its fields and their rule without the lines,
 * which the items editor beside the form holds and checks (they are sent together).
 */
const formDefinition = {
  ...definition,
  schemas: {
    ...definition.schemas,
    fields: z
      .object(Object.fromEntries(Object.entries(definition.fields).map(([key, spec]) => [key, spec.input])))
      .superRefine(definition.refine as never),
  },
} as unknown as ResourceDefinition;

/** 新增代购: the villager and station, money, and the lines with their computed total. */
export function PurchaseOrderAddPage() {
  const { locale, t } = useI18n();
  const initial = useMemo(() => emptyResourceValues(formDefinition), []);
  const items = useMemo(() => [newItemDraft()], []);
  return (
    <PageCard title={t("agency.addTitle")} hint={pick(definition.hint!, locale)} testId="purchase-order-add-page">
      <PurchaseOrderFormContainer id={null} initial={initial} names={{}} items={items} />
    </PageCard>
  );
}

/**
 * 编辑代购: the status with its actions and history; the form while the order is submitted, the
 * lines read-only afterwards.
 */
export function PurchaseOrderEditPage({ id }: { id: number }) {
  const { locale, t } = useI18n();
  const order = useSuspenseQuery(resourceItemQueryOptions(useTrpc(), definition, id)).data as ResourceRow &
    TPurchaseOrder;
  const initial = useMemo(() => valuesFromItem(formDefinition, order), [order]);
  const names = useMemo(() => lookupNamesOf(formDefinition, order), [order]);
  const items = useMemo(() => draftsOf(order.items), [order]);
  return (
    <PageCard
      title={`${t("agency.editTitle")}：${order.villagerName}`}
      hint={pick(definition.hint!, locale)}
      testId="purchase-order-edit-page"
    >
      <Stack gap="lg">
        <PurchaseOrderStatusPanel order={order} />
        {isPurchaseEditable(order.status) ? (
          <PurchaseOrderFormContainer
            key={order.updatedAt.valueOf()}
            id={id}
            initial={initial}
            names={names}
            items={items}
          />
        ) : (
          <>
            <Alert color="blue">{t("agency.notEditable")}</Alert>
            <FormSection title={t("agency.items")}>
              <PurchaseItemsEditor items={items} onChange={() => undefined} errors={{}} readOnly />
            </FormSection>
          </>
        )}
      </Stack>
    </PageCard>
  );
}

function PurchaseOrderFormContainer({
  id,
  initial,
  names,
  items: initialItems,
}: {
  id: number | null;
  initial: ResourceFormValues;
  names: LookupNames;
  items: ItemDraft[];
}) {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  // The lines beside the kit's form, in the web's one form state (the kit's form holds the rest).
  const lines = useFormState({ items: initialItems }, checkItems);
  const [formDirty, setFormDirty] = useState(false);
  const guard = useUnsavedGuard(formDirty || lines.dirty);
  const create = useMutation(trpc.purchaseOrder.create.mutationOptions());
  const update = useMutation(trpc.purchaseOrder.update.mutationOptions());
  const backToList = () => void navigate({ to: "/work_platform/buyList" });
  const title = t(id === null ? "agency.addTitle" : "agency.editTitle");

  const submit = async (fields: Record<string, unknown>): Promise<Record<string, string> | void> => {
    const checked = lines.validate();
    if (!checked) return;
    const data = { ...fields, items: checked.items } as Parameters<typeof create.mutateAsync>[0];
    try {
      if (id === null) await create.mutateAsync(data);
      else await update.mutateAsync({ id, data });
    } catch (error) {
      const failure = notifyFailure(error, t);
      const nested = Object.fromEntries(
        Object.entries(failure.fieldErrors).flatMap(([path, messages]) =>
          path.startsWith("items") && messages[0] ? [[path, messages[0]]] : [],
        ),
      );
      lines.setErrors(nested);
      return serverFieldErrors(failure);
    }
    await queryClient.invalidateQueries({ queryKey: trpc.purchaseOrder.pathKey() });
    notifySuccess(pick(id === null ? definition.saved!.created : definition.saved!.updated, locale));
    guard.release();
    backToList();
  };

  return (
    <Stack gap="lg">
      <FormSection title={t("agency.items")}>
        <PurchaseItemsEditor
          items={lines.values.items}
          errors={lines.errors}
          onChange={(next) => {
            lines.setValue("items", next);
            // Messages by line stay while they still apply, and go as soon as the line is fixed.
            if (Object.keys(lines.errors).length > 0) {
              const checked = checkItems({ items: next });
              lines.setErrors(checked.ok ? {} : checked.errors);
            }
          }}
        />
      </FormSection>
      <ResourceForm
        definition={formDefinition}
        title={title}
        initial={initial}
        names={names}
        onSubmit={submit}
        onCancel={backToList}
        onDirtyChange={setFormDirty}
        busy={create.isPending || update.isPending}
      />
    </Stack>
  );
}
