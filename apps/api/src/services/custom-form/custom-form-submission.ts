import { customFieldsSchema, type TCustomFieldItem, type TCustomFieldValue } from "@suyuan/contracts/cms/custom-fields";
import { CHECKED_AS, choicesOf, type TCustomDataType } from "@suyuan/contracts/custom-form/custom-form-types";
import { findRegion } from "@suyuan/contracts/region/regions";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";

// A visitor's submission of a custom form, checked against the form's definition: each field's
// value by its data type (the one validator of custom values, cms/custom-fields.ts), integers
// whole, regions real. Nothing is stored unless every value passes.

export type PublicFormField = {
  field: string;
  label: string;
  dataType: TCustomDataType;
  required: boolean;
  defValue: string | null;
  choices: string[];
  description: string | null;
  size: string | null;
};

export type PublicForm = {
  id: number;
  name: string;
  allowGuest: boolean;
  startTime: Date | null;
  endTime: Date | null;
  dayLimit: number;
  fields: PublicFormField[];
};

/** A published form usable on this site (its own, or one for every site), with its fields; null otherwise. */
export async function publishedForm(siteId: number, formId: number): Promise<PublicForm | null> {
  const form = await prisma.cmsCustomForm.findFirst({
    where: { id: formId, enable: true, OR: [{ siteId }, { allSite: true }] },
    include: { fields: { orderBy: [{ priority: "asc" }, { id: "asc" }] } },
  });
  if (!form) return null;
  return {
    id: form.id,
    name: form.name,
    allowGuest: form.allowGuest,
    startTime: form.startTime,
    endTime: form.endTime,
    dayLimit: form.dayLimit,
    fields: form.fields.map((field) => ({
      field: field.field,
      label: field.label,
      dataType: field.dataType as TCustomDataType,
      required: field.required,
      defValue: field.defValue,
      choices: choicesOf(field.optValue),
      description: field.description,
      size: field.size,
    })),
  };
}

/**
 * The values of a submission checked against the form's fields: by field name, the stored value
 * (text, a number, or a list for multiple choice). Every wrong value is named at once
 * (AppError BAD_REQUEST with the message keys by field name).
 */
export function checkedValues(fields: readonly PublicFormField[], values: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  const data: Record<string, TCustomFieldValue> = {};
  for (const field of fields) {
    const item: TCustomFieldItem = {
      field: field.field,
      dataType: CHECKED_AS[field.dataType],
      required: field.required,
      isCustom: true,
      // A visitor's blank field is blank: the default is what the page shows to start with.
      defValue: null,
      options: field.choices,
    };
    // One field at a time, so every wrong value is named, and the rules of integers and regions too.
    const parsed = customFieldsSchema([item]).safeParse({ [field.field]: values[field.field] ?? "" });
    if (!parsed.success) {
      errors[field.field] = parsed.error.issues.map((issue) => issue.message);
      continue;
    }
    const value = parsed.data[field.field] ?? null;
    if (value !== null && field.dataType === "2" && !Number.isInteger(value))
      errors[field.field] = ["validation.integer"];
    else if (value !== null && field.dataType === "11" && !findRegion(String(value)))
      errors[field.field] = ["validation.regionInvalid"];
    else data[field.field] = value;
  }
  if (Object.keys(errors).length > 0) throw new AppError("BAD_REQUEST", { fieldErrors: errors });
  return data;
}

/** A day's start in China (UTC+8), for the per-day limit. */
function chinaDayStart(now: Date): Date {
  const shifted = new Date(now.getTime() + 8 * 3_600_000);
  shifted.setUTCHours(0, 0, 0, 0);
  return new Date(shifted.getTime() - 8 * 3_600_000);
}

/**
 * Stores a visitor's submission (待审核) after the form's rules: published and usable on the site,
 * inside its window, a member when guests may not submit, the member's daily limit, every value
 * valid. Answers the new submission's id.
 */
export async function submitCustomForm(input: {
  siteId: number;
  formId: number;
  values: Record<string, unknown>;
  memberId: number | null;
  ip: string;
}): Promise<number> {
  const form = await publishedForm(input.siteId, input.formId);
  if (!form) throw new AppError("NOT_FOUND", { messageKey: "customForm.notFound" });
  const now = new Date();
  if (form.startTime && now < form.startTime)
    throw new AppError("RULE_VIOLATION", { messageKey: "customForm.notStarted" });
  if (form.endTime && now >= form.endTime) throw new AppError("RULE_VIOLATION", { messageKey: "customForm.ended" });
  if (!form.allowGuest && input.memberId === null)
    throw new AppError("FORBIDDEN", { messageKey: "customForm.loginRequired" });
  const attrs = checkedValues(form.fields, input.values);
  return prisma.$transaction(async (tx) => {
    if (form.dayLimit > 0 && input.memberId !== null) {
      // One member's submissions of one form are counted one at a time.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('custom-form-day'), ${input.memberId}::int)`;
      const today = await tx.cmsCustomRecord.count({
        where: { formId: form.id, memberId: input.memberId, createdAt: { gte: chinaDayStart(now) } },
      });
      if (today >= form.dayLimit) throw new AppError("RULE_VIOLATION", { messageKey: "customForm.dayLimit" });
    }
    const row = await tx.cmsCustomRecord.create({
      data: { formId: form.id, siteId: input.siteId, memberId: input.memberId, attrs, status: 1, ip: input.ip },
      select: { id: true },
    });
    return row.id;
  });
}
