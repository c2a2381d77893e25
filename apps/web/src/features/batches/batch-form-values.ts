import { ZBatchFields, type TBatchFields, type TBatchStatus } from "@suyuan/contracts/batch/batch-fields";
import type { TGetBatchOutput } from "@suyuan/contracts/batch/get-batch";
import { issuesByField, type ValidationResult } from "../../lib/use-form-state.ts";
import { numberOrNull, numberText } from "../common/form-values.ts";

/** What the inputs hold: selects hold ids as strings (or null), numbers and dates as text. */
export type BatchFormValues = {
  enterpriseId: string | null;
  goodsId: string | null;
  baseId: string | null;
  houseId: string | null;
  batchNo: string;
  productionDate: string;
  quantity: string;
  unit: string;
  templateId: string | null;
  status: TBatchStatus | null;
  note: string;
};

/** Names of the chosen references, so the selects show them before any search. */
export type BatchFormNames = Partial<Record<"enterprise" | "goods" | "base" | "house" | "template", string>>;

export function emptyBatchValues(defaults: Partial<BatchFormValues> = {}): BatchFormValues {
  return {
    enterpriseId: null,
    goodsId: null,
    baseId: null,
    houseId: null,
    batchNo: "",
    productionDate: new Date().toISOString().slice(0, 10),
    quantity: "",
    unit: "",
    templateId: null,
    status: "producing",
    note: "",
    ...defaults,
  };
}

const idText = (ref: { id: number } | null) => (ref ? String(ref.id) : null);

export function valuesFromBatch(item: TGetBatchOutput): BatchFormValues {
  return {
    enterpriseId: String(item.enterprise.id),
    goodsId: String(item.goods.id),
    baseId: idText(item.base),
    houseId: idText(item.house),
    batchNo: item.batchNo,
    productionDate: item.productionDate,
    quantity: numberText(item.quantity),
    unit: item.unit ?? "",
    templateId: idText(item.template),
    status: item.status,
    note: item.note ?? "",
  };
}

export function namesFromBatch(item: TGetBatchOutput): BatchFormNames {
  return {
    enterprise: item.enterprise.name,
    goods: item.goods.name,
    base: item.base?.name,
    house: item.house ? `${item.base?.name ?? ""} / ${item.house.name}` : undefined,
    template: item.template?.name,
  };
}

const idOrNull = (value: string | null) => (value ? Number(value) : null);

/** The contract's rules over the converted values (message keys as errors). */
export function checkBatchForm(values: BatchFormValues): ValidationResult<TBatchFields> {
  const result = ZBatchFields.safeParse({
    ...values,
    enterpriseId: idOrNull(values.enterpriseId),
    goodsId: values.goodsId ? Number(values.goodsId) : undefined,
    baseId: idOrNull(values.baseId),
    houseId: idOrNull(values.houseId),
    templateId: idOrNull(values.templateId),
    quantity: numberOrNull(values.quantity),
    status: values.status ?? undefined,
  });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error.issues) };
}
