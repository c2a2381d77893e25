import { Readable } from "node:stream";
import type { FileStorage } from "./file-storage.ts";
import type { localFileStorage } from "./local-file-storage.ts";
import { isUploadKey } from "./uploads.ts";

export type CopyOutcome = "copied" | "present" | "skipped" | "failed";

export type CopyStep = { key: string; size: number; outcome: CopyOutcome; error?: unknown };

export type CopySummary = Record<CopyOutcome, number> & { copiedBytes: number };

/**
 * Copies an upload directory (the local driver's <DATA_DIR>/uploads) into another storage, one file
 * after another, keeping each key. A file the target already holds at the same size is left as it
 * is, so the copy can be run again after an interruption and copies only what is missing. Files
 * outside the upload layout (<yyyy>/<mm>/<id>) are skipped; a file that fails is reported and the
 * copy goes on.
 */
export async function copyUploads(
  from: ReturnType<typeof localFileStorage>,
  to: FileStorage,
  onStep: (step: CopyStep) => void = () => {},
): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, present: 0, skipped: 0, failed: 0, copiedBytes: 0 };
  for await (const { key, size } of from.list()) {
    let step: CopyStep;
    try {
      if (!isUploadKey(key)) step = { key, size, outcome: "skipped" };
      else if ((await to.stat(key))?.size === size) step = { key, size, outcome: "present" };
      else {
        const file = await from.open(key);
        if (!file) throw new Error("the file disappeared while copying");
        await to.put(key, Readable.fromWeb(file.body), file.size);
        step = { key, size: file.size, outcome: "copied" };
        summary.copiedBytes += file.size;
      }
    } catch (error) {
      step = { key, size, outcome: "failed", error };
    }
    summary[step.outcome] += 1;
    onStep(step);
  }
  return summary;
}
