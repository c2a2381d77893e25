import { queryRows } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";
import { LOCAL_TODAY } from "../public-site/content-order.ts";

// Registered API interfaces (info/*): a legacy call to a registered path is counted per account
// and China's day in api_info_day, and refused once the interface's daily limit is reached. The
// count is one statement in the database, so every process agrees; paths nobody registered cost
// a lookup in this process's memory only.

type ApiInterface = { id: number; disabled: boolean; limitCallDay: number };

/** Registered interfaces by path, per process, until any changes in any process (change notices). */
const interfaceCache = new ChangeAwareCache<ApiInterface | null>({
  tables: ["api_info"],
  maxEntries: 2_000,
  maxAgeMs: 60_000,
});

async function readInterface(path: string): Promise<ApiInterface | null> {
  const rows = await queryRows<ApiInterface>(
    `SELECT id, disabled, limit_call_day AS "limitCallDay" FROM api_info WHERE url = $1`,
    [path],
  );
  return rows[0] ?? null;
}

/**
 * Counts a call of `path` by the account, refusing it when the interface is disabled or the
 * account reached its daily limit (the refused call is not counted).
 */
export async function countInterfaceCall(appId: string, path: string): Promise<void> {
  const api = await interfaceCache.get(path, () => readInterface(path));
  if (!api) return;
  if (api.disabled) throw new AppError("FORBIDDEN", { messageKey: "apiInfo.disabled" });
  const rows = await queryRows<{ calls: number }>(
    `INSERT INTO api_info_day (info_id, app_id, day, calls) VALUES ($1, $2, ${LOCAL_TODAY}, 1)
     ON CONFLICT (info_id, app_id, day) DO UPDATE SET calls = api_info_day.calls + 1
       WHERE $3::int = 0 OR api_info_day.calls < $3::int
     RETURNING calls`,
    [api.id, appId, api.limitCallDay],
  );
  if (rows.length === 0)
    throw new AppError("RULE_VIOLATION", { messageKey: "apiInfo.dailyLimit", params: { limit: api.limitCallDay } });
}
