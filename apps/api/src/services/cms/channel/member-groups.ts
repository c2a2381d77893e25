import { prisma } from "@suyuan/db/client";

/** Every member group, in order (groups are shared by all sites, as in the origin). */
export function memberGroupOptions() {
  return prisma.memberGroup.findMany({
    select: { id: true, name: true },
    orderBy: [{ priority: "asc" }, { id: "asc" }],
  });
}
