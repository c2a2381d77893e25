import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZCloseNote } from "./recall-fields.ts";

/**
 * Closing ends an active recall: status closed, when and by whom, with a note. The recall and its
 * batches stay (history); the public page stops showing the notice.
 */
export const ZCloseRecallInput = z.object({ id: ZId, closeNote: ZCloseNote });

/** The one thing that can still change on a closed recall. */
export const ZUpdateCloseNoteInput = ZCloseRecallInput;
