import { z } from "zod";

export const ZSwitchSiteInput = z.object({ siteId: z.number().int().positive() });
export type TSwitchSiteInput = z.infer<typeof ZSwitchSiteInput>;

export const ZSwitchSiteOutput = z.object({ siteId: z.number() });
