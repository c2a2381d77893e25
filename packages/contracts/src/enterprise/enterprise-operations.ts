import { z } from "zod";
import { ZExamineInput } from "../common/fields.ts";
import { ZIds } from "../common/list.ts";
import { ZEnterpriseFields, ZEnterpriseItem } from "./enterprise-fields.ts";

export const ZGetEnterpriseInput = z.object({ id: z.number().int().positive() });
export const ZGetEnterpriseOutput = ZEnterpriseItem;

export const ZCreateEnterpriseInput = ZEnterpriseFields;
export const ZCreateEnterpriseOutput = z.object({ id: z.number() });

export const ZUpdateEnterpriseInput = z.object({ id: z.number().int().positive(), data: ZEnterpriseFields });
export type TUpdateEnterpriseInput = z.infer<typeof ZUpdateEnterpriseInput>;

/** The signed-in member's own enterprise (/enterprise/update). */
export const ZGetMyEnterpriseOutput = ZEnterpriseItem.nullable();
export const ZUpdateMyEnterpriseInput = ZEnterpriseFields;

/** Approve, or reject with an opinion (/enterprise/check). */
export const ZCheckEnterpriseInput = ZExamineInput;

export const ZDeleteEnterprisesInput = z.object({ ids: ZIds });
export const ZDeleteEnterprisesOutput = z.object({ deleted: z.number() });
