import type { ResourceHooks } from "../../kit/resource-service.ts";
import { column } from "../../kit/item-values.ts";
import { AppError } from "../../lib/app-error.ts";
import { endMemberSessions } from "./member-sessions.ts";

export function memberNameTaken(): AppError {
  return new AppError("USERNAME_TAKEN", { fieldErrors: { username: ["error.usernameTaken"] } });
}

/**
 * Members' rules: the username is set once (on creation, with the password hash member.create
 * computed, never part of the item or the log); a member who is disabled is signed out at once.
 */
export const memberHooks: ResourceHooks = {
  computed: {
    lastLoginAt: column("lastLoginAt"),
    loginCount: column("loginCount"),
    registerIp: column("registerIp"),
  },

  async prepare(tx, _ctx, data, current, input) {
    const columns = { ...data };
    if (current) {
      delete columns.username;
      return columns;
    }
    if (await tx.member.findUnique({ where: { username: input.username as string }, select: { id: true } }))
      throw memberNameTaken();
    columns.passwordHash = input.passwordHash;
    return columns;
  },

  async afterWrite(tx, _ctx, id, data, current) {
    if (current && current.status !== "disabled" && data.status === "disabled") await endMemberSessions(tx, id);
  },
};
