import { Group, Text } from "@mantine/core";
import type { ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import { AdoptButton, PrintLabelButton } from "./commodity-code-actions.tsx";
import { CategoryTreeButton } from "./category-tree-drawer.tsx";
import { Ean13Barcode } from "./ean13-barcode.tsx";
import { ItemReferenceField } from "./item-reference-field.tsx";

const fieldOverrides = { itemReference: ItemReferenceField };

/** The list: each GTIN with its barcode, the label and adoption per row, the category tree beside 新增. */
export const commodityCodeListPage: Omit<ResourceListPageProps, "definition"> = {
  columns: {
    gtin: {
      size: 260,
      Cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Ean13Barcode gtin={String(row.original.gtin)} width={110} />
          <Text ff="monospace" size="sm">
            {String(row.original.gtin)}
          </Text>
        </Group>
      ),
    },
  },
  rowActions: (row) => (
    <>
      <PrintLabelButton item={row} compact />
      <AdoptButton item={row} compact />
    </>
  ),
  toolbar: <CategoryTreeButton />,
};

export const commodityCodeAddPage: Omit<ResourceFormPageProps, "definition"> = { fieldOverrides };

/** The edit page: the live GTIN under the item reference; the label and adoption beside the title. */
export const commodityCodeUpdatePage: Omit<ResourceFormPageProps, "definition"> = {
  fieldOverrides,
  actions: (item) => (
    <Group gap="xs">
      <PrintLabelButton item={item} />
      <AdoptButton item={item} />
    </Group>
  ),
};
