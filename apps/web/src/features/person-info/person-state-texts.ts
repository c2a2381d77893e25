import type { Label } from "@suyuan/contracts/kit/fields";
import { POVERTY_STATE_LABELS, type PovertyState } from "@suyuan/contracts/person-info/person-info-resource";

/** The state badge's colour per poverty state. */
export const POVERTY_STATE_COLORS: Record<PovertyState, string> = {
  registered: "blue",
  lifted: "green",
  returned: "orange",
};

export function isPovertyState(value: unknown): value is PovertyState {
  return typeof value === "string" && value in POVERTY_STATE_LABELS;
}

/** The texts of the household pages' state panel and dialog (the product's two languages). */
export const PERSON_STATE_TEXTS = {
  currentState: { zh: "当前状态", en: "Current state" },
  changedOn: { zh: "状态变更日期", en: "Changed on" },
  history: { zh: "状态变更记录", en: "State history" },
  historyEmpty: { zh: "暂无状态变更记录", en: "No state changes yet" },
  date: { zh: "变更日期", en: "Date" },
  change: { zh: "状态变更", en: "Change" },
  reason: { zh: "变更原因", en: "Reason" },
  operator: { zh: "操作人", en: "Operator" },
  recordedAt: { zh: "登记时间", en: "Recorded" },
  newState: { zh: "新状态", en: "New state" },
  reasonPlaceholder: { zh: "请填写变更原因", en: "Why the state changes" },
  changed: { zh: "状态已变更", en: "State changed" },
  modalTitle: (name: string): Label => ({ zh: `变更状态：${name}`, en: `Change state: ${name}` }),
} as const;
