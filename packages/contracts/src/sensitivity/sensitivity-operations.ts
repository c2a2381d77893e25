import { z } from "zod";
import { ZId, ZIdList, zText } from "../kit/primitives.ts";
import { sensitivityResource } from "./sensitivity-resource.ts";

/** A form that names no `data` field leaves it absent (the origin's bulk update sends none). */
const noEmptyData = (value: unknown) =>
  value && typeof value === "object" && Object.keys(value).length === 0 ? undefined : value;

/**
 * sensitivity/update: one word (`id`, `data`, as the pages send it) or many at once, as the
 * origin sends them (`ids`, `searchs`, `replacements`: comma-joined lists of equal length, so a
 * word cannot contain a comma there).
 */
export const ZUpdateSensitivityInput = z
  .object({
    id: ZId.optional(),
    data: z.preprocess(noEmptyData, sensitivityResource.schemas.fields.optional()),
    ids: ZIdList.optional(),
    searchs: z.array(zText(255)).max(1000).optional(),
    replacements: z.array(zText(255)).max(1000).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.ids) {
      if (input.searchs?.length !== input.ids.length)
        ctx.addIssue({ code: "custom", message: "validation.invalid", path: ["searchs"] });
      if (input.replacements?.length !== input.ids.length)
        ctx.addIssue({ code: "custom", message: "validation.invalid", path: ["replacements"] });
    } else if (input.id === undefined || !input.data) {
      ctx.addIssue({ code: "custom", message: "validation.required", path: ["ids"] });
    }
  });
export type UpdateSensitivityInput = z.output<typeof ZUpdateSensitivityInput>;
export const ZUpdateSensitivityOutput = z.object({ ok: z.literal(true) });
