import { prisma } from "@suyuan/db/client";
import { createLogger } from "../src/lib/logger.ts";
import { enterpriseScopeOf } from "../src/services/access/enterprise-scope.ts";
import { ALL_STATIONS } from "../src/services/access/station-scope.ts";
import { getUserAccess } from "../src/services/auth/user-access.ts";
import type { ServiceContext } from "../src/services/service-context.ts";

/** The first all-permission administrator as a service caller: the demo writes what they may. */
export async function adminServiceContext(requestId: string): Promise<ServiceContext> {
  const admin = await prisma.user.findFirstOrThrow({
    where: { roles: { some: { role: { allPerms: true } } } },
    orderBy: { id: "asc" },
  });
  const access = await getUserAccess(admin.id);
  return {
    actor: { userId: admin.id, username: admin.username, siteId: access.sites[0]?.id ?? null },
    access,
    scope: enterpriseScopeOf(access, null),
    station: ALL_STATIONS,
    meta: { requestId, ip: null, userAgent: requestId, locale: "zh", log: createLogger("silent") },
  };
}
