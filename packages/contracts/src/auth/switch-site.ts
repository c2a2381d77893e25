import { z } from "zod";
import { ZId } from "../kit/primitives.ts";

export const ZSwitchSiteInput = z.object({ siteId: ZId });

export const ZSwitchSiteOutput = z.object({ siteId: z.number() });
