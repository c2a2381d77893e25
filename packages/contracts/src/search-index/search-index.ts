import { z } from "zod";
import { ZId } from "../kit/primitives.ts";

// The full-text search index of the current site (全文检索, the origin's lucene/create): rebuilt
// for the whole site or one channel with its sub-channels, as a background job.

export const ZCreateSearchIndexInput = z.object({ channelId: ZId.optional() });
export type TCreateSearchIndexInput = z.output<typeof ZCreateSearchIndexInput>;
