import {
  ZDeleteHousesInput,
  ZFindHousesInput,
  ZGetHouseInput,
  ZHouseFields,
  ZUpdateHouseInput,
} from "@suyuan/contracts/base/base-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { createHouse, deleteHouses, findHouses, getHouse, updateHouse } from "../../services/base/houses.ts";
import { formIds, formList, formNumber, formNumberOrNull, formPaging } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// Greenhouses on the legacy API: house/{list,get,save,update,delete}. Bases are a kit resource:
// their legacy paths come from their procedures.

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);
const idOnly = (fields: Fields) => ({ id: formNumber(fields.id) });
const listing = (fields: Fields) => ({
  ...formPaging(fields),
  sortBy: blank(fields.sortBy),
  sortDir: blank(fields.sortDir),
  name: fields.name,
});

const houseData = (fields: Fields) => ({
  baseId: formNumber(fields.baseId),
  name: fields.name,
  type: fields.type ?? "",
  areaSqm: formNumberOrNull(fields.areaSqm),
  crops: fields.crops ?? "",
  images: formList(fields.images),
});

export const baseRoutes = [
  legacyRoute({
    paths: ["/house/list"],
    access: { permission: "/house/list" },
    input: ZFindHousesInput,
    fromForm: (fields) => ({
      ...listing(fields),
      baseId: formNumber(fields.baseId),
      enterpriseId: formNumber(fields.enterpriseId),
    }),
    async handle(ctx, input) {
      const page = await findHouses(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/house/get"],
    access: { permission: "/house/list" },
    input: ZGetHouseInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      return { body: await getHouse(ctx, input.id) };
    },
  }),
  legacyRoute({
    paths: ["/house/save"],
    access: { permission: "/house/save" },
    input: ZHouseFields,
    fromForm: houseData,
    async handle(ctx, input) {
      return { body: await createHouse(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/house/update"],
    access: { permission: "/house/update" },
    input: ZUpdateHouseInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: houseData(fields) }),
    async handle(ctx, input) {
      await updateHouse(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/house/delete"],
    access: { permission: OPERATION_KEYS.houseDelete },
    input: ZDeleteHousesInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteHouses(ctx, input.ids) };
    },
  }),
];
