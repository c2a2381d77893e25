import { ZRecallFields, type TRecallFields, type TRecallItem } from "@suyuan/contracts/recall/recall-resource";
import { issuesByField, type ValidationResult } from "../../lib/use-form-state.ts";

/** A chosen batch as the form lists it. */
export type RecallBatchEntry = { id: number; batchNo: string; goods?: { name: string }; productionDate?: string };

/** What the inputs hold: selects hold strings or null, the date yyyy-MM-dd or "". */
export type RecallFormValues = {
  enterpriseId: string | null;
  batches: RecallBatchEntry[];
  title: string;
  level: string | null;
  startDate: string;
  reason: string;
  notice: string;
};

export function emptyRecallValues(defaults: Partial<RecallFormValues> = {}): RecallFormValues {
  return {
    enterpriseId: null,
    batches: [],
    title: "",
    level: null,
    startDate: "",
    reason: "",
    notice: "",
    ...defaults,
  };
}

export function valuesFromRecall(item: TRecallItem): RecallFormValues {
  return emptyRecallValues({
    enterpriseId: String(item.enterprise.id),
    batches: item.batches,
    title: item.title,
    level: String(item.level),
    startDate: item.startDate,
    reason: item.reason,
    notice: item.notice,
  });
}

/** A batch picked from BatchSelect, whose label reads "batch number · goods". */
export function entryFromPick(id: number, label: string | null): RecallBatchEntry {
  const [batchNo = String(id), goods] = (label ?? "").split(" · ");
  return { id, batchNo, ...(goods ? { goods: { name: goods } } : {}) };
}

/** The contract's rules (message keys as errors). */
export function checkRecallForm(values: RecallFormValues): ValidationResult<TRecallFields> {
  const result = ZRecallFields.safeParse({
    enterpriseId: values.enterpriseId ? Number(values.enterpriseId) : null,
    batchIds: values.batches.map((batch) => batch.id),
    title: values.title,
    level: values.level ? Number(values.level) : undefined,
    startDate: values.startDate,
    reason: values.reason,
    notice: values.notice,
  });
  if (result.success) return { ok: true, data: result.data };
  // The contract's batchIds are the form's batches.
  const { batchIds, ...errors } = issuesByField(result.error.issues);
  return { ok: false, errors: batchIds ? { ...errors, batches: batchIds } : errors };
}
