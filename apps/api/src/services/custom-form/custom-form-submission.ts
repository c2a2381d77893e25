import { customFieldsSchema, type TCustomFieldItem, type TCustomFieldValue } from "@suyuan/contracts/cms/custom-fields";
import { CHECKED_AS, choicesOf, type TCustomDataType } from "@suyuan/contracts/custom-form/custom-form-types";
import { findRegion } from "@suyuan/contracts/region/regions";
import { UPLOAD_EXTENSIONS } from "@suyuan/contracts/upload/upload-fields";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import {
  checkUpload,
  maxBytesFor,
  placeUpload,
  recordPlacedUpload,
  removePlacedUpload,
  type CheckedUpload,
  type IncomingFile,
  type PlacedUpload,
  type UploadContext,
  type UploadSettings,
} from "../upload/uploads.ts";

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

/** What an upload field (9 attachment, 10 picture) takes: the upload kind, its extensions and largest size. */
type UploadRule = { kind: "image" | "attach"; extensions: string[]; maxBytes: number };

export const isUploadField = (field: PublicFormField): boolean => field.dataType === "9" || field.dataType === "10";

/**
 * An upload field's rule: a picture is an image upload, an attachment any attachment; the field's
 * choices (`optValue`), when they name extensions of that kind, narrow them; the size limit is the
 * upload service's for the kind.
 */
export function uploadRuleOf(field: PublicFormField, settings: UploadSettings): UploadRule {
  const kind = field.dataType === "10" ? "image" : "attach";
  const allowed = UPLOAD_EXTENSIONS[kind];
  const named = field.choices
    .map((choice) => choice.toLowerCase().replace(/^\./, ""))
    .filter((ext) => allowed.includes(ext));
  return { kind, extensions: named.length > 0 ? named : [...allowed], maxBytes: maxBytesFor(kind, settings) };
}

/** A visitor's file refused: the field's message (the page shows the rule beside the field). */
function fileErrorKey(error: AppError): string {
  if (error.messageKey === "upload.tooLarge") return "customForm.fileTooLarge";
  if (error.messageKey === "upload.imageTypes" || error.messageKey === "upload.attachTypes")
    return "customForm.fileType";
  return error.messageKey;
}

/** Stands for a checked file while the other values are checked (a stored file's address). */
const FILE_PLACEHOLDER = `/uploads/${"0".repeat(32)}`;

/** A day's start in China (UTC+8), for the per-day limit. */
function chinaDayStart(now: Date): Date {
  const shifted = new Date(now.getTime() + 8 * 3_600_000);
  shifted.setUTCHours(0, 0, 0, 0);
  return new Date(shifted.getTime() - 8 * 3_600_000);
}

/** The files of a public form's upload fields, by field name, and who stores them. */
type SubmittedFiles = {
  byField: Record<string, IncomingFile>;
  settings: UploadSettings;
  uploader: UploadContext;
};

/**
 * Checks the submitted files of the upload fields (a field without one is blank): each by the
 * upload service's rules and the field's. Answers the checked files and each refused one's message.
 */
async function checkedFiles(form: PublicForm, files: SubmittedFiles, values: Record<string, unknown>) {
  const checked: { field: string; file: CheckedUpload }[] = [];
  const errors: Record<string, string[]> = {};
  for (const field of form.fields.filter(isUploadField)) {
    // Only a file: an address typed into the post is not taken from a visitor.
    values[field.field] = "";
    const file = files.byField[field.field];
    // A file input left empty sends a file without name or bytes.
    if (!file || (file.size === 0 && file.name === "")) continue;
    const rule = uploadRuleOf(field, files.settings);
    try {
      checked.push({
        field: field.field,
        file: await checkUpload(files.settings, rule.kind, file, { extensions: rule.extensions }),
      });
      values[field.field] = FILE_PLACEHOLDER;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors[field.field] = [fileErrorKey(error)];
    }
  }
  return { checked, errors };
}

/**
 * Stores a visitor's submission (待审核) after the form's rules: published and usable on the site,
 * inside its window, a member when guests may not submit, the member's daily limit, every value
 * valid. With `files` (a multipart post), the upload fields take the visitor's files: each checked
 * like any upload, stored through the upload service, and the submission keeps its address; a
 * refused file is named beside its field and nothing is stored. Answers the new submission's id.
 */
export async function submitCustomForm(input: {
  siteId: number;
  formId: number;
  values: Record<string, unknown>;
  memberId: number | null;
  ip: string;
  files?: SubmittedFiles;
}): Promise<number> {
  const form = await publishedForm(input.siteId, input.formId);
  if (!form) throw new AppError("NOT_FOUND", { messageKey: "customForm.notFound" });
  const now = new Date();
  if (form.startTime && now < form.startTime)
    throw new AppError("RULE_VIOLATION", { messageKey: "customForm.notStarted" });
  if (form.endTime && now >= form.endTime) throw new AppError("RULE_VIOLATION", { messageKey: "customForm.ended" });
  if (!form.allowGuest && input.memberId === null)
    throw new AppError("FORBIDDEN", { messageKey: "customForm.loginRequired" });
  const values = { ...input.values };
  const files = input.files ? await checkedFiles(form, input.files, values) : { checked: [], errors: {} };
  let attrs: ReturnType<typeof checkedValues>;
  try {
    attrs = checkedValues(form.fields, values);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldErrors) throw error;
    throw new AppError("BAD_REQUEST", { fieldErrors: { ...error.fieldErrors, ...files.errors } });
  }
  if (Object.keys(files.errors).length > 0) throw new AppError("BAD_REQUEST", { fieldErrors: files.errors });
  const placed: { field: string; file: PlacedUpload }[] = [];
  try {
    for (const { field, file } of files.checked)
      placed.push({ field, file: await placeUpload(input.files!.settings, file) });
    return await prisma.$transaction(async (tx) => {
      if (form.dayLimit > 0 && input.memberId !== null) {
        // One member's submissions of one form are counted one at a time.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('custom-form-day'), ${input.memberId}::int)`;
        const today = await tx.cmsCustomRecord.count({
          where: { formId: form.id, memberId: input.memberId, createdAt: { gte: chinaDayStart(now) } },
        });
        if (today >= form.dayLimit) throw new AppError("RULE_VIOLATION", { messageKey: "customForm.dayLimit" });
      }
      // The files' rows with the submission that holds their addresses: both or neither.
      for (const { field, file } of placed)
        attrs[field] = (await recordPlacedUpload(tx, input.files!.uploader, file)).url;
      const row = await tx.cmsCustomRecord.create({
        data: { formId: form.id, siteId: input.siteId, memberId: input.memberId, attrs, status: 1, ip: input.ip },
        select: { id: true },
      });
      return row.id;
    });
  } catch (error) {
    for (const { file } of placed) await removePlacedUpload(input.files!.uploader, input.files!.settings, file);
    throw error;
  }
}
