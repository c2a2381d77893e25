import { z } from "zod";
import { UPLOAD_PATH, ZId, zString, zText } from "../kit/primitives.ts";
import { regionChoiceProblem } from "../region/region-choice.ts";

/** Optional text: trimmed, blank becomes null, at most `max` characters. */
export function zOptionalText(max: number) {
  return zString()
    .trim()
    .max(max, "validation.tooLong")
    .transform((value) => (value === "" ? null : value))
    .nullable();
}

/** Required text: the kit's own rule. */
export const zRequiredText = zText;

/** An uploaded file's URL as the upload endpoints answer it. */
export const ZUploadUrl = zString().regex(UPLOAD_PATH, "validation.invalid");

export const ZExamineInput = z
  .object({
    id: ZId,
    approve: z.boolean(),
    opinion: zString().trim().max(500, "validation.tooLong").default(""),
  })
  .refine((input) => input.approve || input.opinion.length > 0, {
    message: "validation.opinionRequired",
    path: ["opinion"],
  });
export type TExamineInput = z.infer<typeof ZExamineInput>;

/**
 * The region rule (see region/region-choice.ts) for three fields of a larger form, whatever they
 * are called; the message goes on the first wrong level. Use with `.superRefine`.
 */
export function regionRule(
  fields: { province: string; city: string; county: string },
  options: { optional?: boolean } = {},
) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const choice = {
      provinceCode: (value[fields.province] as string | null | undefined) ?? null,
      cityCode: (value[fields.city] as string | null | undefined) ?? null,
      countyCode: (value[fields.county] as string | null | undefined) ?? null,
    };
    if (options.optional && !choice.provinceCode && !choice.cityCode && !choice.countyCode) return;
    const problem = regionChoiceProblem(choice);
    if (!problem) return;
    const field = { provinceCode: fields.province, cityCode: fields.city, countyCode: fields.county }[problem.level];
    ctx.addIssue({ code: "custom", path: [field], message: problem.message });
  };
}
