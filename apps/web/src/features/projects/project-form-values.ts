import { ZProjectFields, type TProjectFields, type TProjectItem } from "@suyuan/contracts/project/project-fields";
import { issuesByField, type ValidationResult } from "../../lib/use-form-state.ts";
import { numberOrNull, numberText } from "../common/form-values.ts";

/** What the inputs hold: blank text, numbers and dates are "" (dates as yyyy-MM-dd). */
export type ProjectFormValues = {
  name: string;
  town: string;
  village: string;
  enterpriseId: string | null;
  funding: string;
  startDate: string;
  endDate: string;
  status: string | null;
  description: string;
};

export function emptyProjectValues(defaults: Partial<ProjectFormValues> = {}): ProjectFormValues {
  return {
    name: "",
    town: "",
    village: "",
    enterpriseId: null,
    funding: "",
    startDate: "",
    endDate: "",
    status: "planned",
    description: "",
    ...defaults,
  };
}

export function valuesFromProject(item: TProjectItem): ProjectFormValues {
  return emptyProjectValues({
    name: item.name,
    town: item.town ?? "",
    village: item.village ?? "",
    enterpriseId: item.enterprise ? String(item.enterprise.id) : null,
    funding: numberText(item.funding),
    startDate: item.startDate ?? "",
    endDate: item.endDate ?? "",
    status: item.status,
    description: item.description ?? "",
  });
}

/** The contract's rules over the form (message keys), including end date not before start date. */
export function checkProjectForm(values: ProjectFormValues): ValidationResult<TProjectFields> {
  const result = ZProjectFields.safeParse({
    ...values,
    enterpriseId: values.enterpriseId ? Number(values.enterpriseId) : null,
    funding: numberOrNull(values.funding),
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    status: values.status ?? undefined,
  });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error.issues) };
}
