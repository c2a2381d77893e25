import type { DbClient, TransactionClient } from "@suyuan/db/client";
import { sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";

type Row = Record<string, unknown>;

/** Custom forms (a kit resource): their public address and how many fields and submissions they have. */
export const customFormHooks: ResourceHooks = {
  computed: {
    url: sql(() => "'customForm/' || t.id || '.html'"),
    fieldCount: sql(() => "(SELECT count(*)::int FROM cms_custom_form_field f WHERE f.form_id = t.id)"),
    recordCount: sql(() => "(SELECT count(*)::int FROM cms_custom_record r WHERE r.form_id = t.id)"),
  },
};

async function assertFieldFree(tx: TransactionClient, formId: number, name: string, exceptId: number | null) {
  const taken = await tx.cmsCustomFormField.count({
    where: { formId, field: name, ...(exceptId === null ? {} : { id: { not: exceptId } }) },
  });
  if (taken) throw new AppError("FIELD_TAKEN", { fieldErrors: { field: ["customForm.fieldTaken"] } });
}

/**
 * Form fields (a kit resource, the origin's "filed"): the form is one of the current site's and
 * stays the same on an update; a name is used once per form (the origin's 341); choices written
 * with full-width commas are kept with plain ones.
 */
export const customFormFieldHooks: ResourceHooks = {
  async prepare(tx, ctx, data, current) {
    const formId = (current?.formId ?? data.formId) as number;
    const form = await tx.cmsCustomForm.findFirst({
      where: { id: formId, siteId: currentSite(ctx) },
      select: { id: true },
    });
    if (!form) throw new AppError("NOT_FOUND", { fieldErrors: { formId: ["customForm.formMissing"] } });
    const name = (data.field ?? current?.field) as string;
    await assertFieldFree(tx, formId, name, current ? (current.id as number) : null);
    const next: Row = { ...data, formId };
    if (typeof data.optValue === "string") next.optValue = data.optValue.replace(/，/g, ",");
    return next;
  },
  // The unique index answers a race the check above lost.
  mapError: (error) =>
    Promise.resolve(
      error.fieldErrors?.field
        ? new AppError("FIELD_TAKEN", { fieldErrors: { field: ["customForm.fieldTaken"] } })
        : error,
    ),
};

/** filed/check_field: whether the form (of the current site) already has a field of this name. */
export async function fieldNameTaken(tx: DbClient, siteId: number, formId: number, name: string) {
  return (await tx.cmsCustomFormField.count({ where: { formId, siteId, field: name } })) > 0;
}
