import {
  passedByItems,
  ZQualityCheckFields,
  type TQualityCheckFields,
  type TQualityCheckItem,
} from "@suyuan/contracts/quality-check/quality-check-fields";
import type { ValidationResult } from "../../lib/use-form-state.ts";

export type CheckItemValues = { name: string; standard: string; result: string; passed: boolean };

/** The verdict: as the items say, or decided by hand. */
export type Verdict = "auto" | "passed" | "failed";

/** What the inputs hold: selects hold strings or null, dates yyyy-MM-dd or "", the report its url list. */
export type QualityCheckFormValues = {
  enterpriseId: string | null;
  batchId: string | null;
  goodsId: string | null;
  organisation: string;
  inspector: string;
  checkDate: string;
  items: CheckItemValues[];
  verdict: Verdict;
  report: string[];
  note: string;
  startRecall: boolean;
  recallTitle: string;
  recallLevel: string | null;
  recallNotice: string;
  recallReason: string;
};

/** Names of the chosen enterprise, batch and goods, for their selects before a search matches them. */
export type QualityCheckNames = { enterprise?: string; batch?: string; goods?: string };

export const emptyItem = (): CheckItemValues => ({ name: "", standard: "", result: "", passed: true });

export function emptyCheckValues(defaults: Partial<QualityCheckFormValues> = {}): QualityCheckFormValues {
  return {
    enterpriseId: null,
    batchId: null,
    goodsId: null,
    organisation: "",
    inspector: "",
    checkDate: "",
    items: [emptyItem()],
    verdict: "auto",
    report: [],
    note: "",
    startRecall: false,
    recallTitle: "",
    recallLevel: null,
    recallNotice: "",
    recallReason: "",
    ...defaults,
  };
}

export function valuesFromCheck(check: TQualityCheckItem): QualityCheckFormValues {
  const auto = passedByItems(check.items) === check.passed;
  return emptyCheckValues({
    enterpriseId: String(check.enterprise.id),
    batchId: check.batch ? String(check.batch.id) : null,
    // A check of a batch names its goods through the batch.
    goodsId: check.batch ? null : check.goods ? String(check.goods.id) : null,
    organisation: check.organisation,
    inspector: check.inspector,
    checkDate: check.checkDate,
    items: check.items.length ? check.items : [emptyItem()],
    verdict: auto ? "auto" : check.passed ? "passed" : "failed",
    report: check.report ? [check.report.url] : [],
    note: check.note ?? "",
  });
}

export function namesFromCheck(check: TQualityCheckItem): QualityCheckNames {
  return {
    enterprise: check.enterprise.name,
    ...(check.batch ? { batch: `${check.batch.batchNo}${check.goods ? ` · ${check.goods.name}` : ""}` } : {}),
    ...(check.goods ? { goods: check.goods.name } : {}),
  };
}

/** The verdict the check will have: the items' unless decided by hand. */
export function effectivePassed(values: QualityCheckFormValues): boolean {
  return values.verdict === "auto" ? passedByItems(values.items) : values.verdict === "passed";
}

/** Whether the one-step recall can be offered: a failed check of a batch. */
export function canStartRecall(values: QualityCheckFormValues): boolean {
  return !effectivePassed(values) && values.batchId !== null;
}

/** Errors by their full path ("items.0.name", "startRecall.title"), as the server names them too. */
function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "_form";
    if (!(path in found)) found[path] = issue.message;
  }
  return found;
}

/** The contract's rules (message keys as errors). */
export function checkQualityCheckForm(values: QualityCheckFormValues): ValidationResult<TQualityCheckFields> {
  const result = ZQualityCheckFields.safeParse({
    enterpriseId: values.enterpriseId ? Number(values.enterpriseId) : null,
    batchId: values.batchId ? Number(values.batchId) : null,
    goodsId: values.goodsId ? Number(values.goodsId) : null,
    organisation: values.organisation,
    inspector: values.inspector,
    checkDate: values.checkDate,
    items: values.items,
    passed: values.verdict === "auto" ? null : values.verdict === "passed",
    reportUploadId: values.report[0] ?? null,
    note: values.note,
    // Only sent while the form offers it (a failed check of a batch) and it is ticked.
    startRecall:
      values.startRecall && canStartRecall(values)
        ? {
            title: values.recallTitle,
            level: values.recallLevel ? Number(values.recallLevel) : undefined,
            notice: values.recallNotice,
            reason: values.recallReason.trim() || undefined,
          }
        : null,
  });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByPath(result.error.issues) };
}
