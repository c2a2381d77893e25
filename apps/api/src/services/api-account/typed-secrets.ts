import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { maskedSecret } from "./api-account-hooks.ts";

type Row = Record<string, unknown>;

/**
 * Hooks of a resource whose credentials an administrator types (object-storage keys, a receiver's
 * password, a statistics token): each answered masked in lists, get and exports; required on
 * create; an edit that leaves one blank keeps the stored value (a form never holds it to send back).
 * `columns`: the field keys and their columns.
 */
export function typedSecretHooks(
  columns: Readonly<Record<string, string>>,
): Required<Pick<ResourceHooks, "computed" | "prepare">> {
  const fields = Object.keys(columns);
  return {
    computed: Object.fromEntries(fields.map((field) => [field, maskedSecret(columns[field]!)])),
    prepare(_tx, _ctx, data, current) {
      const kept: Row = { ...data };
      const missing: Record<string, string[]> = {};
      for (const field of fields) {
        const value = kept[field];
        if (typeof value === "string" && value !== "") continue;
        if (current) delete kept[field];
        else missing[field] = ["validation.required"];
      }
      if (Object.keys(missing).length > 0) throw new AppError("BAD_REQUEST", { fieldErrors: missing });
      return Promise.resolve(kept);
    },
  };
}
