import type { Label } from "@suyuan/contracts/kit/fields";

/** The stock pages' texts (the product's two languages). */
export const STOCK_TEXTS = {
  low: { zh: "库存不足", en: "Low stock" },
  ok: { zh: "正常", en: "OK" },
  state: { zh: "库存状态", en: "Stock state" },
  move: { zh: "出入库", en: "Move stock" },
  moveTitle: (unit: string): Label => ({ zh: `出入库（单位：${unit}）`, en: `Move stock (unit: ${unit})` }),
  kind: { zh: "类型", en: "Kind" },
  quantity: { zh: "数量", en: "Quantity" },
  adjustHint: {
    zh: "盘点调整填写变化量：盘盈为正数，盘亏为负数",
    en: "An adjustment is the change: positive for a surplus, negative for a shortage",
  },
  reason: { zh: "原因", en: "Reason" },
  current: { zh: "当前库存", en: "Current stock" },
  after: { zh: "操作后库存", en: "After the move" },
  submit: { zh: "确认", en: "Confirm" },
  moved: (balance: string): Label => ({ zh: `操作成功，当前库存 ${balance}`, en: `Done; stock is now ${balance}` }),
  movements: { zh: "出入库记录", en: "Stock movements" },
  movedAt: { zh: "时间", en: "Time" },
  change: { zh: "变动数量", en: "Change" },
  balance: { zh: "结存", en: "Balance" },
  operator: { zh: "操作人", en: "Operator" },
  noMovements: { zh: "暂无出入库记录", en: "No movements yet" },
  lowCard: { zh: "库存预警", en: "Low-stock rows" },
} as const;
