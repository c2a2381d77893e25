import { createApiClient, type ApiClient } from "@suyuan/api/client";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { prisma } from "../../support/test-server.ts";

// Set-up of the daily report and code tests: users holding given keys, bound to a station
// (operators) or not (county staff), signed in through the API.

const PASSWORD = "Daily-codes-123";
let seq = 0;

/** China's calendar day `offset` days from today, as yyyy-MM-dd. */
export function chinaDay(offset = 0): string {
  return new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A signed-in user holding `keys` on the first site; bound to `stationId` when given. */
export async function signedInUser(
  admin: ApiClient,
  url: string,
  keys: readonly PermissionKey[],
  stationId: number | null,
): Promise<{ client: ApiClient; userId: number }> {
  seq += 1;
  const site = (await prisma.site.findFirstOrThrow({ orderBy: { id: "asc" } })).id;
  const { id: role } = await admin.role.create.mutate({
    name: `日报编码角色${seq}`,
    priority: 40,
    description: "",
    allPerms: false,
    perms: [...keys],
  });
  const username = `daily-codes-${seq}`;
  const { id: userId } = await admin.user.create.mutate({
    realName: `用户${seq}`,
    mobile: "",
    email: "",
    roleIds: [role],
    siteIds: [site],
    enabled: true,
    enterpriseId: null,
    username,
    password: PASSWORD,
  });
  if (stationId !== null) await prisma.stationOperator.create({ data: { userId, stationId } });
  const client = createApiClient({ baseUrl: url });
  await client.auth.login.mutate({ username, password: PASSWORD });
  return { client, userId };
}
