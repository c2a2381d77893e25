import { z } from "zod";
import type { MessageKey } from "../i18n/messages-zh.ts";
import type { RegionType } from "./region-node.ts";
import { findRegion } from "./region-index.ts";

// The one rule every region field follows (enterprise, goods origin, base, ...): a province, then a
// city of that province, then a county of that city. A level may be left empty only when the
// level above has nothing to choose from (Hong Kong has no cities here; Dongguan has no counties).

export type RegionChoice = {
  provinceCode: string | null;
  cityCode: string | null;
  countyCode: string | null;
};

type RegionLevel = keyof RegionChoice;

export type RegionChoiceProblem = { level: RegionLevel; message: MessageKey };

const LEVELS: readonly { level: RegionLevel; type: RegionType }[] = [
  { level: "provinceCode", type: "gms_provinces" },
  { level: "cityCode", type: "gms_city" },
  { level: "countyCode", type: "gms_county" },
];

/** The first level that is missing or does not belong to the one above, or null when the choice is complete. */
export function regionChoiceProblem(choice: RegionChoice): RegionChoiceProblem | null {
  let parentValue = "";
  let expectChild = true;
  for (const { level, type } of LEVELS) {
    const code = choice[level];
    if (!expectChild) {
      // Nothing to choose at this level, so nothing may be chosen.
      if (code) return { level, message: "validation.regionInvalid" };
      continue;
    }
    if (!code)
      return { level, message: level === "provinceCode" ? "validation.regionRequired" : "validation.regionIncomplete" };
    const node = findRegion(code);
    if (!node || node.type !== type || node.pvalue !== parentValue)
      return { level, message: "validation.regionInvalid" };
    parentValue = node.value;
    expectChild = node.children !== undefined;
  }
  return null;
}

/** True when the province, city and county exist and each belongs to the one above (see regionChoiceProblem). */
export function isValidRegionChoice(choice: RegionChoice): boolean {
  return regionChoiceProblem(choice) === null;
}

/** A form's or the legacy adapter's blank ("" or missing) is no choice. */
const ZRegionCode = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The three region fields of a form, checked together; the message (a message key) goes on the
 * first wrong level so the form shows it under that select. With `optional`, all three may be
 * empty (the field is not required), but a started choice must still be complete.
 */
export function zRegionChoice(options: { optional?: boolean } = {}) {
  return z
    .object({ provinceCode: ZRegionCode, cityCode: ZRegionCode, countyCode: ZRegionCode })
    .superRefine((choice, ctx) => {
      if (options.optional && !choice.provinceCode && !choice.cityCode && !choice.countyCode) return;
      const problem = regionChoiceProblem(choice);
      if (problem) ctx.addIssue({ code: "custom", path: [problem.level], message: problem.message });
    });
}
