import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { ZCreateQualityCheckInput } from "@suyuan/contracts/quality-check/create-quality-check";
import { ZDeleteQualityChecksInput } from "@suyuan/contracts/quality-check/delete-quality-checks";
import { ZFindQualityChecksInput } from "@suyuan/contracts/quality-check/find-quality-checks";
import { ZGetQualityCheckInput } from "@suyuan/contracts/quality-check/get-quality-check";
import { ZUpdateQualityCheckInput } from "@suyuan/contracts/quality-check/update-quality-check";
import { ZCloseRecallInput, ZUpdateCloseNoteInput } from "@suyuan/contracts/recall/close-recall";
import { ZCreateRecallInput } from "@suyuan/contracts/recall/create-recall";
import { ZFindRecallsInput } from "@suyuan/contracts/recall/find-recalls";
import { ZGetRecallInput } from "@suyuan/contracts/recall/get-recall";
import { ZUpdateRecallInput } from "@suyuan/contracts/recall/update-recall";
import {
  createQualityCheck,
  deleteQualityChecks,
  findQualityChecks,
  getQualityCheck,
  updateQualityCheck,
} from "../../services/quality-check/quality-checks.ts";
import {
  closeRecall,
  createRecall,
  findRecalls,
  getRecall,
  updateCloseNote,
  updateRecall,
} from "../../services/recall/recalls.ts";
import { formBoolean, formIds, formNumber, formNumberOrNull, formPaging } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// Recalls and quality spot checks on the legacy API: recall/{list,get,save,update,close,closeNote}
// and quality_check/{list,get,save,update,delete}. A check's items travel as a JSON array in
// `items`; a failed check starts a recall with recallTitle, recallLevel, recallNotice (and
// optionally recallReason).

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);
const idOnly = (fields: Fields) => ({ id: formNumber(fields.id) });
const listing = (fields: Fields) => ({
  ...formPaging(fields),
  sortBy: blank(fields.sortBy),
  sortDir: blank(fields.sortDir),
  from: blank(fields.from),
  to: blank(fields.to),
  enterpriseId: formNumber(fields.enterpriseId),
});

/** A JSON field; text that does not parse is passed on as it is, so the contract refuses it. */
function formJson(value: string | undefined): unknown {
  if (value === undefined || value.trim() === "") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const recallData = (fields: Fields) => ({
  enterpriseId: formNumberOrNull(fields.enterpriseId),
  batchIds: formIds(fields.batchIds),
  title: fields.title,
  reason: fields.reason,
  level: formNumber(fields.level),
  startDate: fields.startDate,
  notice: fields.notice,
});

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

export const recallRoutes = [
  legacyRoute({
    paths: ["/recall/list"],
    access: { permission: "/recall/list" },
    input: ZFindRecallsInput,
    fromForm: (fields) => ({
      ...listing(fields),
      title: fields.title,
      status: blank(fields.status),
      level: formNumber(fields.level),
      batchNo: fields.batchNo,
    }),
    async handle(ctx, input) {
      const page = await findRecalls(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/recall/get"],
    access: { permission: "/recall/list" },
    input: ZGetRecallInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      return { body: await getRecall(ctx, input.id) };
    },
  }),
  legacyRoute({
    paths: ["/recall/save"],
    access: { permission: "/recall/save" },
    input: ZCreateRecallInput,
    fromForm: recallData,
    async handle(ctx, input) {
      return { body: await createRecall(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/recall/update"],
    access: { permission: "/recall/update" },
    input: ZUpdateRecallInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: recallData(fields) }),
    async handle(ctx, input) {
      await updateRecall(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/recall/close"],
    access: { permission: "/recall/update" },
    input: ZCloseRecallInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), closeNote: fields.closeNote ?? "" }),
    async handle(ctx, input) {
      await closeRecall(ctx, input.id, input.closeNote);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/recall/closeNote"],
    access: { permission: "/recall/update" },
    input: ZUpdateCloseNoteInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), closeNote: fields.closeNote ?? "" }),
    async handle(ctx, input) {
      await updateCloseNote(ctx, input.id, input.closeNote);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/quality_check/list"],
    access: { permission: "/quality_check/list" },
    input: ZFindQualityChecksInput,
    fromForm: (fields) => ({
      ...listing(fields),
      organisation: fields.organisation,
      batchId: formNumber(fields.batchId),
      goodsId: formNumber(fields.goodsId),
      passed: formBoolean(fields.passed),
    }),
    async handle(ctx, input) {
      const page = await findQualityChecks(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/quality_check/get"],
    access: { permission: "/quality_check/list" },
    input: ZGetQualityCheckInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      return { body: await getQualityCheck(ctx, input.id) };
    },
  }),
  legacyRoute({
    paths: ["/quality_check/save"],
    access: { permission: "/quality_check/save" },
    input: ZCreateQualityCheckInput,
    fromForm: checkData,
    async handle(ctx, input) {
      return { body: await createQualityCheck(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/quality_check/update"],
    access: { permission: "/quality_check/update" },
    input: ZUpdateQualityCheckInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: checkData(fields) }),
    async handle(ctx, input) {
      return { body: await updateQualityCheck(ctx, input.id, input.data) };
    },
  }),
  legacyRoute({
    paths: ["/quality_check/delete"],
    access: { permission: OPERATION_KEYS.qualityCheckDelete },
    input: ZDeleteQualityChecksInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteQualityChecks(ctx, input.ids) };
    },
  }),
];
