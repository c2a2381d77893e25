import type { ResourceHooks } from "../../kit/resource-service.ts";
import { column, sql } from "../../kit/item-values.ts";
import { AppError } from "../../lib/app-error.ts";
import { endMemberSessions } from "./member-sessions.ts";

const chinaDateTime = (ref: string) =>
  `COALESCE(to_char(${ref} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS'), '')`;

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
    // The origin's names of the same values (member/list and member/get as its client reads them):
    // times in China as "yyyy-MM-dd HH:mm:ss", blank where there is none.
    realname: sql(() => `COALESCE(t.real_name, '')`),
    groupName: sql(() => `(SELECT g.name FROM cms_member_group g WHERE g.id = t.group_id)`),
    disabled: sql(() => `(t.status = 'disabled')`),
    registerTime: sql(() => chinaDateTime("t.created_at")),
    lastLoginTime: sql(() => chinaDateTime("t.last_login_at")),
    lastLoginIp: sql(() => `COALESCE(t.last_login_ip, '')`),
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
