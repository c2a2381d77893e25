import {
  ZBaseFields,
  ZDeleteBasesInput,
  ZDeleteHousesInput,
  ZFindBasesInput,
  ZFindHousesInput,
  ZGetBaseInput,
  ZGetHouseInput,
  ZHouseFields,
  ZUpdateBaseInput,
  ZUpdateHouseInput,
} from "@suyuan/contracts/base/base-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { createBase, deleteBases, findBases, getBase, updateBase } from "../../services/base/bases.ts";
import { createHouse, deleteHouses, findHouses, getHouse, updateHouse } from "../../services/base/houses.ts";
import { formIds, formList, formNumber, formNumberOrNull, formPaging } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// Bases and greenhouses on the legacy API: base/{list,get,save,update,delete}, house/{...}.

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);
const idOnly = (fields: Fields) => ({ id: formNumber(fields.id) });
const listing = (fields: Fields) => ({
  ...formPaging(fields),
  sortBy: blank(fields.sortBy),
  sortDir: blank(fields.sortDir),
  name: fields.name,
});

const baseData = (fields: Fields) => ({
  enterpriseId: formNumberOrNull(fields.enterpriseId),
  name: fields.name,
  provinceCode: fields.provinceCode ?? "",
  cityCode: fields.cityCode ?? "",
  countyCode: fields.countyCode ?? "",
  address: fields.address ?? "",
  areaMu: formNumberOrNull(fields.areaMu),
  longitude: formNumberOrNull(fields.longitude),
  latitude: formNumberOrNull(fields.latitude),
  mainCrops: fields.mainCrops ?? "",
  personInCharge: fields.personInCharge ?? "",
  phone: fields.phone ?? "",
  images: formList(fields.images),
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
    paths: ["/base/list"],
    access: { permission: "/base/list" },
    input: ZFindBasesInput,
    fromForm: (fields) => ({
      ...listing(fields),
      enterpriseId: formNumber(fields.enterpriseId),
      provinceCode: blank(fields.provinceCode),
    }),
    async handle(ctx, input) {
      const page = await findBases(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/base/get"],
    access: { permission: "/base/list" },
    input: ZGetBaseInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      return { body: await getBase(ctx, input.id) };
    },
  }),
  legacyRoute({
    paths: ["/base/save"],
    access: { permission: "/base/save" },
    input: ZBaseFields,
    fromForm: baseData,
    async handle(ctx, input) {
      return { body: await createBase(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/base/update"],
    access: { permission: "/base/update" },
    input: ZUpdateBaseInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: baseData(fields) }),
    async handle(ctx, input) {
      await updateBase(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/base/delete"],
    access: { permission: OPERATION_KEYS.baseDelete },
    input: ZDeleteBasesInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteBases(ctx, input.ids) };
    },
  }),
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
