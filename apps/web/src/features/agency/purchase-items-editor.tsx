import { ActionIcon, Button, Group, NumberInput, Table, Text, TextInput, Tooltip } from "@mantine/core";
import { orderTotals } from "@suyuan/contracts/work-platform/agency-money";
import {
  PURCHASE_ITEMS_MAX,
  ZPurchaseOrderItems,
  type TPurchaseOrderItemFields,
} from "@suyuan/contracts/work-platform/purchase-order-items";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatMoney } from "@suyuan/contracts/common/format-value";
import { numberOrNull, numberText } from "../../common/form-values.ts";
import type { ValidationResult } from "../../lib/use-form-state.ts";

/** One line as its inputs hold it (numbers as typed). */
export type ItemDraft = {
  key: number;
  name: string;
  specification: string;
  quantity: string;
  unit: string;
  unitPrice: string;
};

let nextKey = 1;
export const newItemDraft = (): ItemDraft => ({
  key: nextKey++,
  name: "",
  specification: "",
  quantity: "",
  unit: "",
  unitPrice: "",
});

export const draftsOf = (items: readonly TPurchaseOrderItemFields[]) =>
  items.map((item) => ({
    key: nextKey++,
    name: item.name,
    specification: item.specification ?? "",
    quantity: numberText(item.quantity),
    unit: item.unit ?? "",
    unitPrice: numberText(item.unitPrice),
  }));

const toInput = (draft: ItemDraft) => ({
  name: draft.name,
  specification: draft.specification,
  quantity: numberOrNull(draft.quantity) ?? Number.NaN,
  unit: draft.unit,
  unitPrice: numberOrNull(draft.unitPrice) ?? Number.NaN,
});

/**
 * The lines by the contract's rules (a check for the web's form state): the values to send, or
 * errors by path (`items.0.quantity`).
 */
export function checkItems(values: {
  items: readonly ItemDraft[];
}): ValidationResult<{ items: TPurchaseOrderItemFields[] }> {
  const result = ZPurchaseOrderItems.safeParse(values.items.map(toInput));
  if (result.success) return { ok: true, data: { items: result.data } };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = ["items", ...issue.path.map(String)].join(".");
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The preview of the amounts (unfilled numbers count as 0); the server computes the stored ones. */
function previewTotals(drafts: readonly ItemDraft[]) {
  return orderTotals(
    drafts.map((draft) => ({
      quantity: Math.max(numberOrNull(draft.quantity) ?? 0, 0),
      unitPrice: Math.max(numberOrNull(draft.unitPrice) ?? 0, 0),
    })),
  );
}

/** The lines of a purchase order: name, specification, quantity, unit, estimated unit price, with amounts and the total. */
export function PurchaseItemsEditor({
  items,
  onChange,
  errors,
  readOnly = false,
}: {
  items: readonly ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
  errors: Record<string, string>;
  readOnly?: boolean;
}) {
  const { locale, t, ts } = useI18n();
  const totals = previewTotals(items);
  const error = (index: number, field: string) => {
    const message = errors[`items.${index}.${field}`];
    return message ? ts(message) : undefined;
  };
  const change = (index: number, field: keyof Omit<ItemDraft, "key">, value: string) =>
    onChange(items.map((item, at) => (at === index ? { ...item, [field]: value } : item)));
  const money = (value: number) => formatMoney(value, locale);

  return (
    <div data-testid="purchase-items">
      <Table.ScrollContainer minWidth={760}>
        <Table withTableBorder verticalSpacing="xs" aria-label={t("agency.items")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("agency.itemName")}</Table.Th>
              <Table.Th>{t("agency.specification")}</Table.Th>
              <Table.Th w={120}>{t("agency.quantity")}</Table.Th>
              <Table.Th w={90}>{t("agency.unit")}</Table.Th>
              <Table.Th w={140}>{t("agency.unitPrice")}</Table.Th>
              <Table.Th w={120} ta="right">
                {t("agency.lineAmount")}
              </Table.Th>
              {readOnly ? null : <Table.Th w={48} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item, index) => (
              <Table.Tr key={item.key} data-testid="purchase-item-row">
                <Table.Td>
                  <TextInput
                    aria-label={t("agency.itemName")}
                    value={item.name}
                    readOnly={readOnly}
                    onChange={(event) => change(index, "name", event.currentTarget.value)}
                    error={error(index, "name")}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t("agency.specification")}
                    value={item.specification}
                    readOnly={readOnly}
                    onChange={(event) => change(index, "specification", event.currentTarget.value)}
                    error={error(index, "specification")}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t("agency.quantity")}
                    hideControls
                    decimalScale={3}
                    min={0}
                    value={item.quantity}
                    readOnly={readOnly}
                    onChange={(value) => change(index, "quantity", String(value))}
                    error={error(index, "quantity")}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t("agency.unit")}
                    value={item.unit}
                    readOnly={readOnly}
                    onChange={(event) => change(index, "unit", event.currentTarget.value)}
                    error={error(index, "unit")}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t("agency.unitPrice")}
                    hideControls
                    decimalScale={2}
                    min={0}
                    value={item.unitPrice}
                    readOnly={readOnly}
                    onChange={(value) => change(index, "unitPrice", String(value))}
                    error={error(index, "unitPrice")}
                  />
                </Table.Td>
                <Table.Td ta="right" data-testid="purchase-item-amount">
                  {money(totals.lineAmounts[index] ?? 0)}
                </Table.Td>
                {readOnly ? null : (
                  <Table.Td>
                    <Tooltip label={t("agency.removeItem")}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t("agency.removeItem")}
                        disabled={items.length <= 1}
                        onClick={() => onChange(items.filter((_, at) => at !== index))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {errors.items ? (
        <Text size="sm" c="red" mt={4}>
          {ts(errors.items)}
        </Text>
      ) : null}
      <Group justify="space-between" mt="sm">
        {readOnly ? (
          <span />
        ) : (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={items.length >= PURCHASE_ITEMS_MAX}
            onClick={() => onChange([...items, newItemDraft()])}
          >
            {t("agency.addItem")}
          </Button>
        )}
        <Text fw={600} data-testid="purchase-estimated-total">
          {t("agency.estimatedTotal")}：{money(totals.total)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t("agency.totalNote")}
      </Text>
    </div>
  );
}
