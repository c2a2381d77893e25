import { procedureAccess } from "../procedure-access.ts";
import {
  ZCreateQualityCheckInput,
  ZUpdateQualityCheckInput,
} from "@suyuan/contracts/quality-check/quality-check-operations";
import { createQualityCheck, updateQualityCheck } from "../../services/quality-check/quality-checks.ts";
import { formBoolean, formNumber, formNumberOrNull } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// Quality spot checks on the legacy API. recall/* (a kit resource with close and closeNote) and
// quality_check/{list,get,delete} are derived from their procedures. Kept here:
// quality_check/{save,update}, whose form starts a recall from flat fields (recallTitle,
// recallLevel, recallNotice, optionally recallReason) where the procedure takes `startRecall`.
// A check's items travel as a JSON array in `items`.

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);

/** A JSON field; text that does not parse is passed on as it is, so the contract refuses it. */
function formJson(value: string | undefined): unknown {
  if (value === undefined || value.trim() === "") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const checkData = (fields: Fields) => {
  const wantsRecall = [fields.recallTitle, fields.recallLevel, fields.recallNotice].some((value) => blank(value));
  return {
    enterpriseId: formNumberOrNull(fields.enterpriseId),
    batchId: formNumberOrNull(fields.batchId),
    goodsId: formNumberOrNull(fields.goodsId),
    organisation: fields.organisation,
    inspector: fields.inspector,
    checkDate: fields.checkDate,
    items: formJson(fields.items),
    passed: formBoolean(fields.passed) ?? null,
    reportUploadId: blank(fields.reportUploadId) ?? null,
    note: fields.note ?? "",
    startRecall: wantsRecall
      ? {
          title: fields.recallTitle,
          level: formNumber(fields.recallLevel),
          notice: fields.recallNotice,
          reason: blank(fields.recallReason),
        }
      : null,
  };
};

export const qualityCheckRoutes = [
  legacyRoute({
    paths: ["/quality_check/save"],
    ...procedureAccess("qualityCheck.create"),
    input: ZCreateQualityCheckInput,
    fromForm: checkData,
    async handle(ctx, input) {
      return { body: await createQualityCheck(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/quality_check/update"],
    ...procedureAccess("qualityCheck.update"),
    input: ZUpdateQualityCheckInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: checkData(fields) }),
    async handle(ctx, input) {
      return { body: await updateQualityCheck(ctx, input.id, input.data) };
    },
  }),
];
