import {
  ZEnterpriseFields,
  type TEnterpriseFields,
  type TEnterpriseItem,
} from "@suyuan/contracts/enterprise/enterprise-resource";
import { zRegionChoice } from "@suyuan/contracts/region/region-choice";
import { issuesByField, type ValidationResult } from "../../lib/use-form-state.ts";

/** What the inputs hold: blank text is "", selects hold null, uploads are lists of urls. */
export type EnterpriseFormValues = {
  name: string;
  creditCode: string;
  legalPerson: string;
  contactPerson: string;
  phone: string;
  provinceCode: string | null;
  cityCode: string | null;
  countyCode: string | null;
  address: string;
  type: string | null;
  businessScope: string;
  /** At most one url (the upload field holds a list). */
  logo: string[];
  licenceImages: string[];
};

export function emptyEnterpriseValues(defaults: Partial<EnterpriseFormValues> = {}): EnterpriseFormValues {
  return {
    name: "",
    creditCode: "",
    legalPerson: "",
    contactPerson: "",
    phone: "",
    provinceCode: null,
    cityCode: null,
    countyCode: null,
    address: "",
    type: null,
    businessScope: "",
    logo: [],
    licenceImages: [],
    ...defaults,
  };
}

export function valuesFromEnterprise(item: TEnterpriseItem): EnterpriseFormValues {
  return emptyEnterpriseValues({
    name: item.name,
    creditCode: item.creditCode ?? "",
    legalPerson: item.legalPerson ?? "",
    contactPerson: item.contactPerson ?? "",
    phone: item.phone ?? "",
    provinceCode: item.provinceCode,
    cityCode: item.cityCode,
    countyCode: item.countyCode,
    address: item.address ?? "",
    type: item.type,
    businessScope: item.businessScope ?? "",
    logo: item.logo ? [item.logo] : [],
    licenceImages: item.licenceImages,
  });
}

const ZRegion = zRegionChoice();

/**
 * The contract's rules over the form's values (message keys as errors). The region is checked with
 * the shared region choice rule, so its message lands under the first wrong select.
 */
export function checkEnterpriseForm(values: EnterpriseFormValues): ValidationResult<TEnterpriseFields> {
  const result = ZEnterpriseFields.safeParse({
    ...values,
    provinceCode: values.provinceCode ?? "",
    cityCode: values.cityCode ?? "",
    countyCode: values.countyCode ?? "",
    type: values.type ?? undefined,
    logo: values.logo[0] ?? null,
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

/** True when the change sends an examined enterprise back to examination (name or credit code). */
export function identityChanged(before: EnterpriseFormValues, after: TEnterpriseFields): boolean {
  return before.name.trim() !== after.name || before.creditCode.trim().toUpperCase() !== after.creditCode;
}
