import {
  ZCheckEnterpriseInput,
  ZCreateEnterpriseInput,
  ZDeleteEnterprisesInput,
  ZGetEnterpriseInput,
  ZUpdateEnterpriseInput,
} from "@suyuan/contracts/enterprise/enterprise-operations";
import { ZFindEnterprisesInput } from "@suyuan/contracts/enterprise/find-enterprises";
import {
  ZCreateGoodsClassInput,
  ZDeleteGoodsClassInput,
  ZUpdateGoodsClassInput,
} from "@suyuan/contracts/goods/goods-class";
import {
  ZCreateGoodsInput,
  ZDeleteGoodsInput,
  ZExamineGoodsInput,
  ZFindGoodsInput,
  ZGetGoodsInput,
  ZUpdateGoodsInput,
} from "@suyuan/contracts/goods/goods-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import {
  checkEnterprise,
  createEnterprise,
  deleteEnterprises,
  findEnterprises,
  getEnterprise,
  updateEnterprise,
} from "../../services/enterprise/enterprises.ts";
import {
  createGoodsClass,
  deleteGoodsClass,
  findGoodsClasses,
  updateGoodsClass,
} from "../../services/goods/goods-classes.ts";
import {
  createGoods,
  deleteGoods,
  examineGoods,
  findGoods,
  getGoods,
  updateGoods,
} from "../../services/goods/goods.ts";
import { formBoolean, formIds, formList, formNumber, formNumberOrNull, formPaging } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// Enterprises, goods classes and goods on the legacy API: {resource}/{list|get|save|update|delete}
// plus their actions (enterprise/check, goods/examine, goods/classify*). Same services as tRPC.

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);
const idOnly = (fields: Fields) => ({ id: formNumber(fields.id) });
const sorting = (fields: Fields) => ({ sortBy: blank(fields.sortBy), sortDir: blank(fields.sortDir) });

const enterpriseData = (fields: Fields) => ({
  name: fields.name,
  creditCode: fields.creditCode,
  legalPerson: fields.legalPerson ?? "",
  contactPerson: fields.contactPerson ?? "",
  phone: fields.phone ?? "",
  provinceCode: fields.provinceCode ?? "",
  cityCode: fields.cityCode ?? "",
  countyCode: fields.countyCode ?? "",
  address: fields.address ?? "",
  type: fields.type,
  businessScope: fields.businessScope ?? "",
  logo: blank(fields.logo) ?? null,
  licenceImages: formList(fields.licenceImages),
});

const goodsData = (fields: Fields) => ({
  name: fields.name,
  classId: formNumber(fields.classId),
  enterpriseId: formNumberOrNull(fields.enterpriseId),
  specification: fields.specification ?? "",
  unit: fields.unit ?? "",
  shelfLifeDays: formNumberOrNull(fields.shelfLifeDays),
  originProvince: fields.originProvince ?? "",
  originCity: fields.originCity ?? "",
  originCounty: fields.originCounty ?? "",
  brand: fields.brand ?? "",
  barcode: fields.barcode ?? "",
  images: formList(fields.images),
  description: blank(fields.description) ?? null,
});

const examine = (fields: Fields) => ({
  id: formNumber(fields.id),
  approve: formBoolean(fields.approve),
  opinion: fields.opinion ?? "",
});
const classData = (fields: Fields) => ({
  parentId: formNumberOrNull(fields.parentId),
  name: fields.name,
  sort: formNumber(fields.sort) ?? 0,
});

export const masterDataRoutes = [
  legacyRoute({
    paths: ["/enterprise/list"],
    access: { permission: "/enterprise/list" },
    input: ZFindEnterprisesInput,
    fromForm: (fields) => ({
      ...formPaging(fields),
      ...sorting(fields),
      name: fields.name,
      creditCode: fields.creditCode,
      status: blank(fields.status),
      type: blank(fields.type),
      provinceCode: blank(fields.provinceCode),
    }),
    async handle(ctx, input) {
      const page = await findEnterprises(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/enterprise/get"],
    access: { permission: "/enterprise/list" },
    input: ZGetEnterpriseInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      return { body: await getEnterprise(ctx, input.id) };
    },
  }),
  legacyRoute({
    paths: ["/enterprise/save"],
    access: { permission: "/enterprise/save" },
    input: ZCreateEnterpriseInput,
    fromForm: enterpriseData,
    async handle(ctx, input) {
      return { body: await createEnterprise(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/enterprise/update"],
    access: { permission: "/enterprise/update" },
    input: ZUpdateEnterpriseInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: enterpriseData(fields) }),
    async handle(ctx, input) {
      await updateEnterprise(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/enterprise/check"],
    access: { permission: "/enterprise/check" },
    input: ZCheckEnterpriseInput,
    fromForm: examine,
    async handle(ctx, input) {
      await checkEnterprise(ctx, input);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/enterprise/delete"],
    access: { permission: OPERATION_KEYS.enterpriseDelete },
    input: ZDeleteEnterprisesInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteEnterprises(ctx, input.ids) };
    },
  }),

  legacyRoute({
    paths: ["/goods/classifyList"],
    access: { permission: "/goods/classifyList" },
    async handle() {
      const classes = await findGoodsClasses();
      return { body: classes, totalCount: classes.length };
    },
  }),
  legacyRoute({
    paths: ["/goods/classifySave"],
    access: { permission: "/goods/classifyList" },
    input: ZCreateGoodsClassInput,
    fromForm: classData,
    async handle(ctx, input) {
      return { body: await createGoodsClass(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/goods/classifyUpdate"],
    access: { permission: "/goods/classifyList" },
    input: ZUpdateGoodsClassInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: classData(fields) }),
    async handle(ctx, input) {
      await updateGoodsClass(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/goods/classifyDelete"],
    access: { permission: "/goods/classifyList" },
    input: ZDeleteGoodsClassInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      await deleteGoodsClass(ctx, input.id);
      return {};
    },
  }),

  legacyRoute({
    paths: ["/goods/list"],
    access: { permission: "/goods/list" },
    input: ZFindGoodsInput,
    fromForm: (fields) => ({
      ...formPaging(fields),
      ...sorting(fields),
      name: fields.name,
      barcode: fields.barcode,
      classId: formNumber(fields.classId),
      enterpriseId: formNumber(fields.enterpriseId),
      status: blank(fields.status),
    }),
    async handle(ctx, input) {
      const page = await findGoods(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/goods/get"],
    access: { permission: "/goods/list" },
    input: ZGetGoodsInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      return { body: await getGoods(ctx, input.id) };
    },
  }),
  legacyRoute({
    paths: ["/goods/save"],
    access: { permission: "/goods/save" },
    input: ZCreateGoodsInput,
    fromForm: goodsData,
    async handle(ctx, input) {
      return { body: await createGoods(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/goods/update"],
    access: { permission: "/goods/update" },
    input: ZUpdateGoodsInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: goodsData(fields) }),
    async handle(ctx, input) {
      await updateGoods(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/goods/examine"],
    access: { permission: "/goods/examine" },
    input: ZExamineGoodsInput,
    fromForm: examine,
    async handle(ctx, input) {
      await examineGoods(ctx, input);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/goods/delete"],
    access: { permission: OPERATION_KEYS.goodsDelete },
    input: ZDeleteGoodsInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteGoods(ctx, input.ids) };
    },
  }),
];
