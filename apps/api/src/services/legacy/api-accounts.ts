import { queryRows } from "@suyuan/db/client";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";
import type { ApiAccount } from "@suyuan/db/generated-types";

/**
 * The API account a legacy call names by its appId, or null. Every legacy call starts here, so it
 * is read by the driver alone (queryRows): Prisma's per-query work cost more than the query.
 */
export async function findApiAccount(appId: string): Promise<ApiAccount | null> {
  return accountCache.get(
    appId,
    () => readApiAccount(appId),
    (account) => account !== null,
  );
}

/** Accounts per process, until any account changes in any process (change notices). */
const accountCache = new ChangeAwareCache<ApiAccount | null>({
  tables: ["api_account"],
  maxEntries: 1_000,
  maxAgeMs: 60_000,
});

async function readApiAccount(appId: string): Promise<ApiAccount | null> {
  const rows = await queryRows<ApiAccount>(
    `SELECT id, app_id AS "appId", app_key AS "appKey", aes_key AS "aesKey", iv_key AS "ivKey",
            enabled, is_default AS "isDefault", limit_single_device AS "limitSingleDevice", remark,
            created_at AS "createdAt", updated_at AS "updatedAt"
       FROM api_account WHERE app_id = $1`,
    [appId],
  );
  return rows[0] ?? null;
}
