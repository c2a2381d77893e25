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
