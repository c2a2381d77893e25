import { z } from "zod";
import { ZIds } from "../common/list.ts";

/** Enable or disable users; disabling ends their sessions. */
export const ZUpdateUsersEnabledInput = z.object({ ids: ZIds, enabled: z.boolean() });

export const ZUpdateUsersEnabledOutput = z.object({ updated: z.number() });
