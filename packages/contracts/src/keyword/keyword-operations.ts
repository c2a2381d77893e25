import { z } from "zod";
import { ZId, ZIdList, zText } from "../kit/primitives.ts";
import { keywordResource } from "./keyword-resource.ts";

/** A form that names no `data` field leaves it absent (the origin's bulk update sends none). */
const noEmptyData = (value: unknown) =>
  value && typeof value === "object" && Object.keys(value).length === 0 ? undefined : value;

/**
 * keyword/update: one keyword (`id`, `data`, as the pages send it) or many at once, as the origin
 * sends them (`ids`, `names`, `urls`, `disableds`: comma-joined lists of equal length).
 */
export const ZUpdateKeywordsInput = z
  .object({
    id: ZId.optional(),
    data: z.preprocess(noEmptyData, keywordResource.schemas.fields.optional()),
    ids: ZIdList.optional(),
    names: z.array(zText(100)).max(1000).optional(),
    urls: z.array(zText(255)).max(1000).optional(),
    disableds: z
      .array(z.enum(["true", "false"]))
      .max(1000)
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.ids) {
      for (const key of ["names", "urls", "disableds"] as const) {
        if (input[key]?.length !== input.ids.length)
          ctx.addIssue({ code: "custom", message: "validation.invalid", path: [key] });
      }
    } else if (input.id === undefined || !input.data) {
      ctx.addIssue({ code: "custom", message: "validation.required", path: ["ids"] });
    }
  });
export type UpdateKeywordsInput = z.output<typeof ZUpdateKeywordsInput>;
export const ZUpdateKeywordsOutput = z.object({ ok: z.literal(true) });
