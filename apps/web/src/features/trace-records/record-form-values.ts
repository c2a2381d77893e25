import type { TCreateRecordInput } from "@suyuan/contracts/trace-record/trace-record-operations";
import { ZRecordFields, type TRecordItem } from "@suyuan/contracts/trace-record/record-fields";
import dayjs from "dayjs";
import { issuesByField, type ValidationResult } from "../../lib/use-form-state.ts";
import type { ItemRule, ValueDraft } from "./value-input.tsx";

export type RecordFormValues = {
  batchId: string | null;
  stageId: string | null;
  sort: string;
  /** YYYY-MM-DD HH:mm */
  recordedAt: string;
  operatorName: string;
  images: string[];
  note: string;
  /** By template item id. */
  values: Record<string, ValueDraft>;
};

export const DATE_TIME_FORMAT = "YYYY-MM-DD HH:mm";

export function emptyRecordValues(defaults: Partial<RecordFormValues> = {}): RecordFormValues {
  return {
    batchId: null,
    stageId: null,
    sort: "1",
    recordedAt: dayjs().format(DATE_TIME_FORMAT),
    operatorName: "",
    images: [],
    note: "",
    values: {},
    ...defaults,
  };
}

export function valuesFromRecord(record: TRecordItem): RecordFormValues {
  return {
    batchId: String(record.batch.id),
    stageId: String(record.stage.id),
    sort: String(record.sort),
    recordedAt: dayjs(record.recordedAt).format(DATE_TIME_FORMAT),
    operatorName: record.operatorName,
    images: record.images,
    note: record.note ?? "",
    values: Object.fromEntries(
      record.values.map((value) => [String(value.itemId), { value: value.value ?? "", images: value.images }]),
    ),
  };
}

const emptyValue = (value: ValueDraft | undefined) => !value || (value.value === "" && value.images.length === 0);

/**
 * The contract's rules, plus required items of the chosen stage (the server checks kinds and
 * options too and answers `values.<itemId>`). Only the stage's items are sent.
 */
export function checkRecordForm(
  values: RecordFormValues,
  items: readonly ItemRule[],
): ValidationResult<TCreateRecordInput> {
  const sent = Object.fromEntries(
    items
      .filter((item) => !emptyValue(values.values[String(item.itemId)]))
      .map((item) => {
        const value = values.values[String(item.itemId)]!;
        return [String(item.itemId), { value: value.value === "" ? null : value.value, images: value.images }];
      }),
  );
  const input = {
    batchId: values.batchId ? Number(values.batchId) : Number.NaN,
    stageId: values.stageId ? Number(values.stageId) : Number.NaN,
    sort: values.sort.trim() === "" ? Number.NaN : Number(values.sort),
    // The time as shown, with the browser's offset, so the server saves the moment the user saw.
    recordedAt: values.recordedAt ? dayjs(values.recordedAt).format("YYYY-MM-DD HH:mm:ssZ") : "",
    operatorName: values.operatorName,
    images: values.images,
    note: values.note,
    values: sent,
  };
  const result = ZRecordFields.safeParse(input);
  const errors: Record<string, string> = result.success ? {} : issuesByField(result.error.issues);
  for (const item of items)
    if (item.required && emptyValue(values.values[String(item.itemId)]))
      errors[`values.${item.itemId}`] = "validation.required";
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  // The input as typed, not the parsed form: the server parses the time itself (China time).
  return { ok: true, data: input };
}

/** Server field errors: item messages by `values.<itemId>` (whatever the sub-field), others by field. */
export function recordServerErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const parts = path.split(".");
    const key = parts[0] === "values" && parts[1] ? `values.${parts[1]}` : (parts.at(-1) ?? path);
    if (messages[0] && !(key in errors)) errors[key] = messages[0];
  }
  return errors;
}
