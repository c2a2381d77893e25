import { sourceSiteIds, type TAdminSaveInput, type TAdminUpdateInput } from "@suyuan/contracts/user/admin-operations";
import { userResource, ZCreateUserInput } from "@suyuan/contracts/user/user-resource";
import { prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { hashPassword } from "../auth/password-hash.ts";
import { RESOURCE_SERVICES } from "../resource-services.ts";
import type { ServiceContext } from "../service-context.ts";
import { createUser } from "./mutate-users.ts";

// The origin's administrator writes (admin/global_* and admin/local_*) on the product's users:
// each becomes the user service's own create, update or delete, so every rule of users holds
// (roles and sites within the actor's rights, the rank rule, the last super-admin, oneself).

/** The product's rules on the fields, as the user form's: the same message for the same mistake. */
function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  return parsed.data;
}

/**
 * admin/global_save (sites from `source`) and admin/local_save (the current site): a new
 * administrator, enabled, in the actor's enterprise.
 */
export async function saveOriginAdmin(ctx: ServiceContext, input: TAdminSaveInput, local: boolean) {
  const siteIds = local ? [currentSite(ctx)] : input.source && sourceSiteIds(input.source);
  if (!siteIds) throw new AppError("BAD_REQUEST", { fieldErrors: { source: ["validation.required"] } });
  const fields = checked(ZCreateUserInput, {
    username: input.username,
    password: input.password,
    realName: input.realname ?? null,
    mobile: input.mobile ?? null,
    email: input.email ?? null,
    roleIds: input.roleIds ?? [],
    siteIds,
    enterpriseId: null,
    departmentId: input.departmentId || null,
    rank: input.rank,
    selfAdmin: input.selfAdmin,
    enabled: true,
  });
  return createUser(ctx, fields);
}

/**
 * admin/global_update and admin/local_update: the fields sent change, the others keep their
 * values (roles, sites and department too: the origin wiped them when left out). Only the global
 * path changes sites (`source`); a non-blank password is set in the same transaction.
 */
export async function updateOriginAdmin(ctx: ServiceContext, input: TAdminUpdateInput, local: boolean) {
  const service = RESOURCE_SERVICES.user;
  if (
    local &&
    !(await prisma.userSite.findUnique({ where: { userId_siteId: { userId: input.id, siteId: currentSite(ctx) } } }))
  )
    throw new AppError("NOT_FOUND");
  const current = (await service.get(ctx, input.id)) as Record<string, unknown>;
  const keep = <T>(sent: T | undefined, stored: unknown): T => (sent === undefined ? (stored as T) : sent);
  const data = checked(userResource.schemas.fields, {
    realName: keep(input.realname, current.realName),
    mobile: keep(input.mobile, current.mobile),
    email: keep(input.email, current.email),
    roleIds: keep(input.roleIds, current.roleIds),
    siteIds: local || !input.source ? current.siteIds : sourceSiteIds(input.source),
    enterpriseId: current.enterpriseId,
    departmentId: input.departmentId === undefined ? current.departmentId : input.departmentId || null,
    rank: keep(input.rank, current.rank),
    selfAdmin: keep(input.selfAdmin, current.selfAdmin),
    enabled: current.enabled,
  });
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await service.update(ctx, input.id, {
    ...(data as Record<string, unknown>),
    ...(passwordHash ? { passwordHash } : {}),
  });
  return { id: input.id };
}

/**
 * admin/global_delete and admin/local_delete (administrators of the current site only). An
 * administrator never deletes themselves, so `currentUser` is always false.
 */
export async function deleteOriginAdmins(ctx: ServiceContext, ids: number[], local: boolean) {
  if (local) {
    const unique = [...new Set(ids)];
    const inSite = await prisma.userSite.count({ where: { userId: { in: unique }, siteId: currentSite(ctx) } });
    if (inSite !== unique.length) throw new AppError("NOT_FOUND");
  }
  await RESOURCE_SERVICES.user.delete(ctx, ids);
  return { currentUser: false };
}
