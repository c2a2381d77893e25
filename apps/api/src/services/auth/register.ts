import { Prisma, prisma } from "@suyuan/db/client";
import { SEEDED_ROLE_KEYS } from "@suyuan/contracts/permissions/seeded-roles";
import { AppError } from "../../lib/app-error.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { hashPassword } from "./password-hash.ts";

/**
 * Self-registration: a mobile number becomes the username of a new enterprise member on the
 * master site, with a pending enterprise of their own to complete at /enterprise/update. Input has been validated by the contract (mobile, strong password).
 */
export async function register(input: { username: string; password: string }, meta: RequestMeta) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { username: input.username }, select: { id: true } })) {
        throw new AppError("USERNAME_TAKEN");
      }
      const role = await tx.role.findUniqueOrThrow({ where: { key: SEEDED_ROLE_KEYS.enterpriseMember } });
      const master = await tx.site.findFirstOrThrow({ where: { isMaster: true } });
      // The member's enterprise starts pending, named after the mobile until they fill it in.
      const enterprise = await tx.enterprise.create({
        data: { name: `待完善企业（${input.username}）`, status: "pending" },
        select: { id: true },
      });
      const user = await tx.user.create({
        data: {
          username: input.username,
          mobile: input.username,
          enterpriseId: enterprise.id,
          passwordHash,
          roles: { create: { roleId: role.id } },
          sites: { create: { siteId: master.id } },
        },
        select: { id: true, username: true },
      });
      await recordOperation(tx, {
        actor: { userId: user.id, username: user.username, siteId: master.id },
        meta,
        operation: "register",
        resource: "user",
        targetId: user.id,
      });
      return user;
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("USERNAME_TAKEN");
    }
    throw error;
  }
}
