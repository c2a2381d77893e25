import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  ScrollArea,
  Select,
  Table,
  TagsInput,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import type { TTemplateItemKind } from "@suyuan/contracts/trace-template/template-fields";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useItemKindOptions } from "../../common/template-labels.ts";
import { newItem, type ItemDraft } from "./template-form-values.ts";

/** Swaps two rows and their order numbers, so moving a row keeps the orders meaningful. */
export function swapRows<Row extends { sort: string }>(rows: readonly Row[], from: number, to: number): Row[] {
  const next = [...rows];
  const a = next[from];
  const b = next[to];
  if (!a || !b) return next;
  next[from] = { ...b, sort: a.sort };
  next[to] = { ...a, sort: b.sort };
  return next;
}

/**
 * The items of one stage: order, name, type, unit (numbers), options (choices), required.
 * Errors are looked up by full path, `<prefix>items.<index>.<field>`.
 */
export function ItemsEditor({
  items,
  onChange,
  error,
  prefix,
  stageName,
}: {
  items: ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
  error: (path: string) => string | undefined;
  prefix: string;
  stageName: string;
}) {
  const { t } = useI18n();
  const kinds = useItemKindOptions();
  const set = (index: number, patch: Partial<ItemDraft>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const at = (index: number, field: string) => error(`${prefix}items.${index}.${field}`);

  return (
    <div>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" py="xs">
          {t("template.noItems")}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table verticalSpacing={6} horizontalSpacing="xs" miw={820} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>{t("template.sort")}</Table.Th>
                <Table.Th>{t("template.itemName")}</Table.Th>
                <Table.Th w={120}>{t("template.kind")}</Table.Th>
                <Table.Th w={90}>{t("template.unit")}</Table.Th>
                <Table.Th w={220}>{t("template.options")}</Table.Th>
                <Table.Th w={60}>{t("template.required")}</Table.Th>
                <Table.Th w={100} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => {
                const label = `${stageName} ${item.name || index + 1}`;
                return (
                  <Table.Tr key={item.key} style={{ verticalAlign: "top" }}>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        min={0}
                        max={9999}
                        allowDecimal={false}
                        hideControls
                        aria-label={`${t("template.sort")} ${label}`}
                        value={item.sort}
                        onChange={(value) => set(index, { sort: String(value) })}
                        error={at(index, "sort")}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" align="flex-start">
                        <TextInput
                          size="xs"
                          style={{ flex: 1 }}
                          maxLength={50}
                          aria-label={`${t("template.itemName")} ${stageName} ${index + 1}`}
                          value={item.name}
                          onChange={(event) => set(index, { name: event.currentTarget.value })}
                          error={at(index, "name")}
                        />
                        {item.inUse ? (
                          <Tooltip label={t("template.inUseHint")}>
                            <Badge size="xs" variant="light" color="orange" mt={6}>
                              {t("template.inUse")}
                            </Badge>
                          </Tooltip>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        size="xs"
                        data={kinds}
                        allowDeselect={false}
                        aria-label={`${t("template.kind")} ${label}`}
                        value={item.kind}
                        onChange={(value) => set(index, { kind: value as TTemplateItemKind | null })}
                        error={at(index, "kind")}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        maxLength={20}
                        disabled={item.kind !== "number"}
                        aria-label={`${t("template.unit")} ${label}`}
                        value={item.kind === "number" ? item.unit : ""}
                        onChange={(event) => set(index, { unit: event.currentTarget.value })}
                        error={at(index, "unit")}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TagsInput
                        size="xs"
                        disabled={item.kind !== "select"}
                        placeholder={item.kind === "select" ? t("template.optionsHint") : undefined}
                        aria-label={`${t("template.options")} ${label}`}
                        value={item.kind === "select" ? item.options : []}
                        onChange={(options) => set(index, { options })}
                        error={at(index, "options")}
                        clearable
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        mt={6}
                        aria-label={`${t("template.required")} ${label}`}
                        checked={item.required}
                        onChange={(event) => set(index, { required: event.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={2} wrap="nowrap" mt={2}>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          disabled={index === 0}
                          aria-label={`${t("template.moveUp")} ${label}`}
                          onClick={() => onChange(swapRows(items, index, index - 1))}
                        >
                          <IconArrowUp size={14} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          disabled={index === items.length - 1}
                          aria-label={`${t("template.moveDown")} ${label}`}
                          onClick={() => onChange(swapRows(items, index, index + 1))}
                        >
                          <IconArrowDown size={14} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="sm"
                          disabled={item.inUse}
                          aria-label={`${t("template.removeItem")} ${label}`}
                          onClick={() => onChange(items.filter((_, i) => i !== index))}
                        >
                          <IconTrash size={14} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <Button
        mt="xs"
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} />}
        onClick={() => onChange([...items, newItem(items)])}
      >
        {t("template.addItem")}
      </Button>
    </div>
  );
}
