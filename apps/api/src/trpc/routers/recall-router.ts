import { router } from "../init.ts";
import { closeRecallProcedure } from "./recall/close-recall.ts";
import { createRecallProcedure } from "./recall/create-recall.ts";
import { findRecallsProcedure } from "./recall/find-recalls.ts";
import { getRecallProcedure } from "./recall/get-recall.ts";
import { updateCloseNoteProcedure } from "./recall/update-close-note.ts";
import { updateRecallProcedure } from "./recall/update-recall.ts";

// No delete: a recall is a public safety record; one made by mistake is closed with a note.
export const recallRouter = router({
  find: findRecallsProcedure,
  get: getRecallProcedure,
  create: createRecallProcedure,
  update: updateRecallProcedure,
  close: closeRecallProcedure,
  updateCloseNote: updateCloseNoteProcedure,
});
