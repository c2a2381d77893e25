import { z } from "zod";
import { defineResource, filter, type ItemOf } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";
import { AGENCY_AMOUNT_MAX } from "./agency-money.ts";
import {
  refineVillager,
  VILLAGER_STATION_FIELDS,
  VILLAGER_STATION_FILTERS,
  VILLAGER_STATION_SECTION,
} from "./agency-villager-fields.ts";
import { ZPurchaseOrderItemDetail, ZPurchaseOrderItems } from "./purchase-order-items.ts";
import { PURCHASE_STATUS_OPTIONS, PURCHASE_STATUSES } from "./purchase-order-status.ts";

const money = (label: { zh: string; en: string }) =>
  field.decimal(label, { scale: 2, max: AGENCY_AMOUNT_MAX, money: true });

/**
 * Purchase agency (代购): a village station buys goods on a villager's behalf. The villager is a
 * people-served record (userInfo) or a typed name; the lines are written with the order (its
 * extraInput) and their total is computed by the API. The status changes only by `transition`
 * (the one table in purchase-order-status.ts), each change kept as an event; the order and its
 * lines can be edited only while submitted.
 */
export const purchaseOrderResource = defineResource({
  name: "purchaseOrder",
  model: "purchaseOrder",
  legacy: ["buy"],
  label: { zh: "代购订单", en: "Purchase order" },
  titleField: "villagerName",
  scope: "site",
  stationScope: "stationId",
  keys: {
    list: "/work_platform/buyList",
    create: "/work_platform/buyAdd",
    update: "/work_platform/buyEdit",
    delete: OPERATION_KEYS.buyDelete,
    export: OPERATION_KEYS.buyExport,
  },
  fields: {
    ...VILLAGER_STATION_FIELDS,
    budget: money({ zh: "预算", en: "Budget" }),
    deposit: field.decimal(
      { zh: "预付定金", en: "Deposit" },
      { scale: 2, max: AGENCY_AMOUNT_MAX, money: true, default: 0 },
    ),
    remark: field.textarea({ zh: "备注", en: "Note" }, { max: 500 }),
  },
  refine: refineVillager,
  extraInput: { items: ZPurchaseOrderItems },
  extraItem: {
    status: z.enum(PURCHASE_STATUSES),
    items: z.array(ZPurchaseOrderItemDetail),
    /** Σ quantity × estimated unit price, computed by the API. */
    estimatedTotal: z.number(),
    /** Paid for the goods, recorded at arrival. */
    actualAmount: z.number().nullable(),
    /** actual − deposit: still due from the villager (negative: to refund); null before arrival. */
    balanceDue: z.number().nullable(),
  },
  filters: {
    ...VILLAGER_STATION_FILTERS,
    status: filter.oneOf({ zh: "状态", en: "Status" }, PURCHASE_STATUS_OPTIONS, "status"),
    userInfoId: filter.apiOnly(filter.equals("userInfoId")),
  },
  sortKeys: ["createdAt", "updatedAt"],
  columns: [
    { key: "villagerName", width: 120 },
    { key: "station" },
    { key: "estimatedTotal", format: "money", label: { zh: "预估金额", en: "Estimated total" } },
    { key: "deposit" },
    { key: "actualAmount", format: "money", label: { zh: "实际金额", en: "Actual amount" } },
    { key: "balanceDue", format: "money", label: { zh: "应补（退）款", en: "Balance due" } },
    { key: "status", label: { zh: "状态", en: "Status" } },
    { key: "createdAt", sortable: true },
  ],
  sections: [VILLAGER_STATION_SECTION, { title: { zh: "费用", en: "Money" }, fields: ["budget", "deposit", "remark"] }],
  routes: { list: "/work_platform/buyList", update: "/work_platform/buyEdit", create: "/work_platform/buyAdd" },
  menu: {
    group: "workPlatform",
    titles: {
      list: { zh: "代购列表", en: "Purchase orders" },
      update: { zh: "编辑代购", en: "Edit purchase order" },
      create: { zh: "新增代购", en: "Add purchase order" },
    },
    operations: { list: ["/buy/delete", "/buy/export", "/buy/transition"] },
  },
  actions: { transition: { key: OPERATION_KEYS.buyStatus, label: { zh: "变更状态", en: "Change status" } } },
  saved: {
    created: { zh: "代购订单已登记", en: "Purchase order recorded" },
    updated: { zh: "代购订单已保存", en: "Purchase order saved" },
  },
  hint: {
    zh: "代购流程：已登记 → 采购中 → 已到货（填写实际金额）→ 已交付；到货前可取消。订单内容只能在“已登记”时修改。",
    en: "Flow: submitted → purchasing → arrived (enter the actual amount) → delivered; cancel before arrival. Orders can be edited only while submitted.",
  },
});

export type TPurchaseOrder = ItemOf<typeof purchaseOrderResource>;
