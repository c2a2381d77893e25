import { ZHouseFields, type THouseFields, type THouseItem } from "@suyuan/contracts/base/base-fields";
import { issuesByField, type ValidationResult } from "../../lib/use-form-state.ts";
import { numberOrNull, numberText } from "../common/form-values.ts";

export type HouseFormValues = {
  baseId: string | null;
  name: string;
  type: string;
  areaSqm: string;
  crops: string;
  images: string[];
};

export function emptyHouseValues(defaults: Partial<HouseFormValues> = {}): HouseFormValues {
  return { baseId: null, name: "", type: "", areaSqm: "", crops: "", images: [], ...defaults };
}

export function valuesFromHouse(item: THouseItem): HouseFormValues {
  return emptyHouseValues({
    baseId: String(item.base.id),
    name: item.name,
    type: item.type ?? "",
    areaSqm: numberText(item.areaSqm),
    crops: item.crops ?? "",
    images: item.images,
  });
}

export function checkHouseForm(values: HouseFormValues): ValidationResult<THouseFields> {
  const result = ZHouseFields.safeParse({
    ...values,
    baseId: values.baseId ? Number(values.baseId) : undefined,
    areaSqm: numberOrNull(values.areaSqm),
  });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error.issues) };
}
