import { ZGoodsFields, type TGoodsFields, type TGoodsItem } from "@suyuan/contracts/goods/goods-resource";
import { zRegionChoice } from "@suyuan/contracts/region/region-choice";
import { issuesByField, type ValidationResult } from "../../lib/use-form-state.ts";

export type GoodsFormValues = {
  name: string;
  classId: string | null;
  enterpriseId: string | null;
  specification: string;
  unit: string;
  /** NumberInput's value: a number, or "" when blank. */
  shelfLifeDays: number | string;
  originProvince: string | null;
  originCity: string | null;
  originCounty: string | null;
  brand: string;
  barcode: string;
  images: string[];
  description: string;
};

export function emptyGoodsValues(defaults: Partial<GoodsFormValues> = {}): GoodsFormValues {
  return {
    name: "",
    classId: null,
    enterpriseId: null,
    specification: "",
    unit: "",
    shelfLifeDays: "",
    originProvince: null,
    originCity: null,
    originCounty: null,
    brand: "",
    barcode: "",
    images: [],
    description: "",
    ...defaults,
  };
}

export function valuesFromGoods(item: TGoodsItem): GoodsFormValues {
  return emptyGoodsValues({
    name: item.name,
    classId: String(item.class.id),
    enterpriseId: String(item.enterprise.id),
    specification: item.specification ?? "",
    unit: item.unit ?? "",
    shelfLifeDays: item.shelfLifeDays ?? "",
    originProvince: item.originProvince,
    originCity: item.originCity,
    originCounty: item.originCounty,
    brand: item.brand ?? "",
    barcode: item.barcode ?? "",
    images: item.images,
    description: item.description ?? "",
  });
}

const ZOrigin = zRegionChoice({ optional: true });

/** The contract's rules over the form's values; the origin region is optional but, once started, complete. */
export function checkGoodsForm(values: GoodsFormValues): ValidationResult<TGoodsFields> {
  const result = ZGoodsFields.safeParse({
    ...values,
    classId: values.classId ? Number(values.classId) : undefined,
    enterpriseId: values.enterpriseId ? Number(values.enterpriseId) : null,
    shelfLifeDays: values.shelfLifeDays === "" ? null : Number(values.shelfLifeDays),
    originProvince: values.originProvince ?? "",
    originCity: values.originCity ?? "",
    originCounty: values.originCounty ?? "",
    description: values.description.trim() === "" ? null : values.description,
  });
  const origin = ZOrigin.safeParse({
    provinceCode: values.originProvince,
    cityCode: values.originCity,
    countyCode: values.originCounty,
  });
  const originErrors: Record<string, string> = {};
  if (!origin.success) {
    const found = issuesByField(origin.error.issues);
    if (found.provinceCode) originErrors.originProvince = found.provinceCode;
    if (found.cityCode) originErrors.originCity = found.cityCode;
    if (found.countyCode) originErrors.originCounty = found.countyCode;
  }
  const errors = { ...originErrors, ...(result.success ? {} : issuesByField(result.error.issues)) };
  if (!result.success || !origin.success) return { ok: false, errors };
  return { ok: true, data: result.data };
}
