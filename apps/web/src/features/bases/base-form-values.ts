import { ZBaseFields, type TBaseFields, type TBaseItem } from "@suyuan/contracts/base/base-fields";
import { zRegionChoice } from "@suyuan/contracts/region/region-choice";
import { issuesByField, type ValidationResult } from "../../lib/use-form-state.ts";
import { numberOrNull, numberText } from "../common/form-values.ts";

/** What the inputs hold: blank text and numbers are "", selects hold null, images are urls. */
export type BaseFormValues = {
  enterpriseId: string | null;
  name: string;
  provinceCode: string | null;
  cityCode: string | null;
  countyCode: string | null;
  address: string;
  areaMu: string;
  longitude: string;
  latitude: string;
  mainCrops: string;
  personInCharge: string;
  phone: string;
  images: string[];
};

export function emptyBaseValues(defaults: Partial<BaseFormValues> = {}): BaseFormValues {
  return {
    enterpriseId: null,
    name: "",
    provinceCode: null,
    cityCode: null,
    countyCode: null,
    address: "",
    areaMu: "",
    longitude: "",
    latitude: "",
    mainCrops: "",
    personInCharge: "",
    phone: "",
    images: [],
    ...defaults,
  };
}

export function valuesFromBase(item: TBaseItem): BaseFormValues {
  return emptyBaseValues({
    enterpriseId: item.enterprise ? String(item.enterprise.id) : null,
    name: item.name,
    provinceCode: item.provinceCode,
    cityCode: item.cityCode,
    countyCode: item.countyCode,
    address: item.address ?? "",
    areaMu: numberText(item.areaMu),
    longitude: numberText(item.longitude),
    latitude: numberText(item.latitude),
    mainCrops: item.mainCrops ?? "",
    personInCharge: item.personInCharge ?? "",
    phone: item.phone ?? "",
    images: item.images,
  });
}

const ZRegion = zRegionChoice();

/** The contract's rules (message keys as errors); the region with the shared region choice rule. */
export function checkBaseForm(values: BaseFormValues): ValidationResult<TBaseFields> {
  const result = ZBaseFields.safeParse({
    ...values,
    enterpriseId: values.enterpriseId ? Number(values.enterpriseId) : null,
    provinceCode: values.provinceCode ?? "",
    cityCode: values.cityCode ?? "",
    countyCode: values.countyCode ?? "",
    areaMu: numberOrNull(values.areaMu),
    longitude: numberOrNull(values.longitude),
    latitude: numberOrNull(values.latitude),
  });
  const region = ZRegion.safeParse({
    provinceCode: values.provinceCode,
    cityCode: values.cityCode,
    countyCode: values.countyCode,
  });
  const errors = {
    ...(region.success ? {} : issuesByField(region.error.issues)),
    ...(result.success ? {} : issuesByField(result.error.issues)),
  };
  if (!result.success || !region.success) return { ok: false, errors };
  return { ok: true, data: result.data };
}
