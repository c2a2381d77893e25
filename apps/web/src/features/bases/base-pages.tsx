import { Text } from "@mantine/core";
import { regionPath } from "@suyuan/contracts/region/regions";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { EMPTY } from "../../kit/resource-format.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { RowLink } from "../../common/row-actions.tsx";

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** 新增大棚 on a base's row: the greenhouse form with the base chosen. */
function AddHouseLink({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  return (
    <Permitted perm="/house/save">
      <RowLink to="/house/save" search={{ baseId: row.id }} aria-label={`${t("house.add")} ${String(row.name)}`}>
        {t("house.add")}
      </RowLink>
    </Permitted>
  );
}

/** The person in charge with the phone under it. */
function Contact({ row }: { row: ResourceRow }) {
  const person = text(row.personInCharge);
  const phone = text(row.phone);
  if (!person && !phone) return EMPTY;
  return (
    <div>
      <Text size="sm">{person ?? EMPTY}</Text>
      {phone ? (
        <Text size="xs" c="dimmed">
          {phone}
        </Text>
      ) : null}
    </div>
  );
}

/** The list's overrides: the region however deep it was chosen, the contact, 新增大棚 per row. */
export const baseListPage: Omit<ResourceListPageProps, "definition"> = {
  columns: {
    countyCode: {
      Cell: ({ row }) => {
        const { countyCode, cityCode, provinceCode } = row.original;
        return regionPath(text(countyCode) ?? text(cityCode) ?? text(provinceCode)).join(" / ") || EMPTY;
      },
    },
    personInCharge: { Cell: ({ row }) => <Contact row={row.original} /> },
  },
  rowActions: (row) => <AddHouseLink row={row} />,
};
