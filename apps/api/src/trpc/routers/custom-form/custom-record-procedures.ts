import { CUSTOM_RECORD_KEYS } from "@suyuan/contracts/custom-form/custom-form-keys";
import {
  ZCustomCountOutput,
  ZRecordCheckInput,
  ZRecordCheckOutput,
  ZRecordDeleteInput,
  ZRecordGetInput,
  ZRecordGetOutput,
  ZRecordPageInput,
  ZRecordPageOutput,
} from "@suyuan/contracts/custom-form/custom-form-operations";
import {
  checkCustomRecords,
  deleteCustomRecords,
  getCustomRecord,
  pageCustomRecords,
} from "../../../services/custom-form/custom-form-admin.ts";
import { permissionProcedure } from "../../init.ts";

/** A form's submissions, newest first; legacy /record/page (`formId`, `status`; `keys` beside body). */
export const pageCustomRecordsProcedure = permissionProcedure(CUSTOM_RECORD_KEYS.list)
  .meta({
    legacy: {
      paths: ["/record/page"],
      answer: (output) => {
        const page = output as { items: unknown[]; total: number; keys: Record<string, string> };
        return { body: page.items, totalCount: page.total, extra: { keys: page.keys } };
      },
    },
  })
  .input(ZRecordPageInput)
  .output(ZRecordPageOutput)
  .query(({ ctx, input }) => pageCustomRecords(ctx, input));

/** One submission with its form's fields; legacy /record/get. */
export const getCustomRecordProcedure = permissionProcedure(CUSTOM_RECORD_KEYS.list)
  .meta({ legacy: { paths: ["/record/get"] } })
  .input(ZRecordGetInput)
  .output(ZRecordGetOutput)
  .query(({ ctx, input }) => getCustomRecord(ctx, input.id));

/** Passes submissions (or, typed, refuses them); legacy /record/check (`ids`). */
export const checkCustomRecordsProcedure = permissionProcedure(CUSTOM_RECORD_KEYS.check)
  .meta({ legacy: { paths: ["/record/check"] } })
  .input(ZRecordCheckInput)
  .output(ZRecordCheckOutput)
  .mutation(({ ctx, input }) => checkCustomRecords(ctx, input));

/** Deletes submissions; legacy /record/delete (`ids`). */
export const deleteCustomRecordsProcedure = permissionProcedure(CUSTOM_RECORD_KEYS.delete)
  .meta({ legacy: { paths: ["/record/delete"] } })
  .input(ZRecordDeleteInput)
  .output(ZCustomCountOutput)
  .mutation(({ ctx, input }) => deleteCustomRecords(ctx, input.ids));
