import { z } from "zod";
import { ZDay, ZId, zText, ZStoredDateTime } from "../kit/primitives.ts";
import { POVERTY_STATES, personInfoResource } from "./person-info-resource.ts";

/** A change of a household's poverty state: the new state, the day it took effect and why. */
export const ZUpdatePersonStateInput = z.object({
  id: ZId,
  state: z.enum(POVERTY_STATES, { error: "validation.choose" }),
  date: ZDay,
  reason: zText(500),
});
export type TUpdatePersonStateInput = z.infer<typeof ZUpdatePersonStateInput>;

export const ZFindPersonStateHistoryInput = z.object({ personId: ZId });
export type TFindPersonStateHistoryInput = z.infer<typeof ZFindPersonStateHistoryInput>;

const ZPersonStateChange = z.object({
  id: z.number(),
  fromState: z.enum(POVERTY_STATES),
  toState: z.enum(POVERTY_STATES),
  /** yyyy-MM-dd */
  changedOn: z.string(),
  reason: z.string(),
  operatorName: z.string(),
  createdAt: ZStoredDateTime,
});
export type TPersonStateChange = z.infer<typeof ZPersonStateChange>;

export const ZFindPersonStateHistoryOutput = z.array(ZPersonStateChange);

/**
 * The origin's single save (`persoonInfo/addOrUpdate`): the form's fields, with `id` to update
 * that household, without to create one.
 */
export const ZAddOrUpdatePersonInput = personInfoResource.schemas.fields.safeExtend({ id: ZId.optional() });
