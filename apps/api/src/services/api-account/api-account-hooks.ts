import type { ResourceHooks } from "../../kit/resource-service.ts";
import { sql } from "../../kit/item-values.ts";
import { AppError } from "../../lib/app-error.ts";
import { randomAlphanumeric } from "../../lib/random.ts";

type Row = Record<string, unknown>;

/** A secret as lists show it: its first four characters, then stars. */
export const maskedSecret = (column: string) =>
  sql(() => `CASE WHEN t.${column} = '' THEN '' ELSE left(t.${column}, 4) || '********' END`);

/** New keys for an account: signing key of 32 characters, AES key and IV of 16. */
export function newAccountKeys() {
  return { appKey: randomAlphanumeric(32), aesKey: randomAlphanumeric(16), ivKey: randomAlphanumeric(16) };
}

const given = (input: Row, key: string): string | null => {
  const value = input[key];
  return typeof value === "string" && value !== "" ? value : null;
};

/**
 * API accounts (a kit resource): keys generated on create unless the legacy save names them, never
 * answered in clear (masked item values); the back office's default account stays enabled and is
 * never deleted (the origin's own client signs with it).
 */
export const apiAccountHooks: ResourceHooks = {
  computed: { appKey: maskedSecret("app_key"), aesKey: maskedSecret("aes_key"), ivKey: maskedSecret("iv_key") },

  prepare(_tx, _ctx, data, current, input) {
    const keys: Record<string, string> = current ? {} : newAccountKeys();
    for (const key of ["appKey", "aesKey", "ivKey"]) {
      const value = given(input, key);
      if (value !== null) keys[key] = value;
    }
    for (const key of ["aesKey", "ivKey"])
      if (keys[key] !== undefined && keys[key].length !== 16)
        throw new AppError("BAD_REQUEST", { fieldErrors: { [key]: ["validation.invalid"] } });
    if (current?.isDefault === true && data.enabled === false)
      throw new AppError("RULE_VIOLATION", { messageKey: "apiAccount.defaultKept" });
    return Promise.resolve({ ...data, ...keys });
  },

  async beforeDelete(tx, _ctx, rows) {
    const ids = rows.map((row) => row.id as number);
    if ((await tx.apiAccount.count({ where: { id: { in: ids }, isDefault: true } })) > 0)
      throw new AppError("RULE_VIOLATION", { messageKey: "apiAccount.defaultKept" });
  },
};
