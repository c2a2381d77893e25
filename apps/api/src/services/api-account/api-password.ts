import { z } from "zod";
import { prisma, type DbClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { hashPassword, verifyPassword } from "../auth/password-hash.ts";
import type { ServiceContext } from "../service-context.ts";
import { defineAppSetting, readAppSetting, writeAppSetting } from "../settings/app-settings.ts";

// The separate API-account password (the origin's 独立密码): guards the sensitive operations on
// API accounts and web services (keys in clear, new keys, the legacy save). Kept as a slow salted
// hash, as the administrators' passwords are; none is set until an administrator sets one.

const apiPasswordSetting = defineAppSetting({
  key: "apiAccountPassword",
  schema: z.object({ hash: z.string().nullable() }),
  defaults: { hash: null },
});

/** Whether `password` is the API-account password (false while none is set). */
export async function isApiPassword(password: string, db: DbClient = prisma): Promise<boolean> {
  const { hash } = await readAppSetting(db, apiPasswordSetting);
  return hash !== null && (await verifyPassword(hash, password));
}

/** Refuses unless `password` is the API-account password (none set: refused, saying so). */
export async function assertApiPassword(password: string, db: DbClient = prisma): Promise<void> {
  const { hash } = await readAppSetting(db, apiPasswordSetting);
  if (hash === null) throw new AppError("RULE_VIOLATION", { messageKey: "apiAccount.passwordUnset" });
  if (!(await verifyPassword(hash, password)))
    throw new AppError("WRONG_CREDENTIALS", {
      messageKey: "apiAccount.passwordWrong",
      fieldErrors: { password: ["apiAccount.passwordWrong"] },
    });
}

/** Sets the password: the old one must match, unless none was set yet. Logged, never its text. */
export async function updateApiPassword(
  ctx: ServiceContext,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const hash = await hashPassword(input.newPassword);
  await prisma.$transaction(async (tx) => {
    const current = await readAppSetting(tx, apiPasswordSetting);
    if (current.hash !== null && !(await verifyPassword(current.hash, input.oldPassword)))
      throw new AppError("WRONG_CREDENTIALS", {
        messageKey: "apiAccount.passwordWrong",
        fieldErrors: { oldPassword: ["apiAccount.passwordWrong"] },
      });
    await writeAppSetting(tx, apiPasswordSetting, { hash });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: current.hash === null ? "set-password" : "update-password",
      resource: "apiAccount",
    });
  });
}
