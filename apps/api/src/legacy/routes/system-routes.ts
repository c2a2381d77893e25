import { ZFindLoginLogsInput, ZFindOperationLogsInput } from "@suyuan/contracts/log/find-logs";
import {
  ZCreatePermissionNodeInput,
  ZDeletePermissionNodeInput,
  ZGetPermissionNodeInput,
  ZUpdatePermissionNodeInput,
} from "@suyuan/contracts/permission/permission-node";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { ZCreateRoleInput } from "@suyuan/contracts/role/create-role";
import { ZDeleteRolesInput } from "@suyuan/contracts/role/delete-roles";
import { ZFindRolesInput } from "@suyuan/contracts/role/find-roles";
import { ZGetRoleInput } from "@suyuan/contracts/role/get-role";
import { ZFindRoleMembersInput, ZUpdateRoleMembersInput } from "@suyuan/contracts/role/role-members";
import { ZUpdateRoleInput } from "@suyuan/contracts/role/update-role";
import { ZCreateUserInput } from "@suyuan/contracts/user/create-user";
import { ZDeleteUsersInput } from "@suyuan/contracts/user/delete-users";
import { ZFindUsersInput } from "@suyuan/contracts/user/find-users";
import { ZGetUserInput } from "@suyuan/contracts/user/get-user";
import { ZResetUserPasswordInput } from "@suyuan/contracts/user/reset-user-password";
import { ZUpdateUserInput } from "@suyuan/contracts/user/update-user";
import { ZUpdateUsersEnabledInput } from "@suyuan/contracts/user/update-users-enabled";
import { z } from "zod";
import { findLoginLogs, findOperationLogs } from "../../services/log/find-logs.ts";
import {
  createPermissionNode,
  deletePermissionNode,
  findPermissionTree,
  getPermissionNode,
  updatePermissionNode,
} from "../../services/permission/permission-tree.ts";
import { addRoleMembers, findRoleMembers, removeRoleMembers } from "../../services/role/role-members.ts";
import { createRole, deleteRoles, findRoles, getRole, updateRole } from "../../services/role/roles.ts";
import { findUsers, getUser } from "../../services/user/find-users.ts";
import {
  createUser,
  deleteUsers,
  resetUserPassword,
  updateUser,
  updateUsersEnabled,
} from "../../services/user/mutate-users.ts";
import { formBoolean, formIds, formList, formNumber, formNumberOrNull, formPaging } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// System management on the legacy API: {resource}/{list|get|save|update|delete} for admin (users),
// role, role/members, auth (the permission tree) and log. Same services and contracts as tRPC.

type Fields = Record<string, string | undefined>;
const blankToUndefined = (value: string | undefined) => (value === "" ? undefined : value);
const idOnly = (fields: Fields) => ({ id: formNumber(fields.id) });

const userFilters = (fields: Fields) => ({
  ...formPaging(fields),
  sortBy: blankToUndefined(fields.sortBy),
  sortDir: blankToUndefined(fields.sortDir),
  username: fields.username,
  realName: fields.realName,
  mobile: fields.mobile,
  roleId: formNumber(fields.roleId),
  enabled: formBoolean(fields.enabled),
  enterpriseId: formNumber(fields.enterpriseId),
});

const userData = (fields: Fields) => ({
  realName: fields.realName ?? "",
  mobile: fields.mobile ?? "",
  email: fields.email ?? "",
  roleIds: formIds(fields.roleIds),
  siteIds: formIds(fields.siteIds),
  enterpriseId: formNumberOrNull(fields.enterpriseId),
  enabled: formBoolean(fields.enabled) ?? true,
});

const roleData = (fields: Fields) => ({
  name: fields.name,
  priority: formNumber(fields.priority) ?? 10,
  description: fields.description ?? "",
  allPerms: formBoolean(fields.allPerms) ?? false,
  perms: formList(fields.perms),
});

const nodeData = (fields: Fields) => ({
  parentId: formNumberOrNull(fields.parentId),
  name: fields.name,
  nameEn: fields.nameEn ?? "",
  key: fields.key,
  apiKeys: formList(fields.apiKeys),
  sort: formNumber(fields.sort) ?? 0,
  hidden: formBoolean(fields.hidden) ?? false,
});

const ZLogListFields = z.union([
  ZFindLoginLogsInput.and(z.object({ type: z.literal("login") })),
  ZFindOperationLogsInput.and(z.object({ type: z.literal("operation") })),
]);

export const systemRoutes = [
  legacyRoute({
    paths: ["/admin/list"],
    access: { permission: "/admin/local_list" },
    input: ZFindUsersInput,
    fromForm: userFilters,
    async handle(ctx, input) {
      const page = await findUsers(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/admin/get"],
    access: { permission: "/admin/local_list" },
    input: ZGetUserInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      return { body: await getUser(ctx, input.id) };
    },
  }),
  legacyRoute({
    paths: ["/admin/save"],
    access: { permission: "/adminGlocal/add" },
    input: ZCreateUserInput,
    fromForm: (fields) => ({ ...userData(fields), username: fields.username, password: fields.password }),
    async handle(ctx, input) {
      return { body: await createUser(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/admin/update"],
    access: { permission: "/adminGlocal/edit" },
    input: ZUpdateUserInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: userData(fields) }),
    async handle(ctx, input) {
      await updateUser(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/admin/delete"],
    access: { permission: OPERATION_KEYS.userDelete },
    input: ZDeleteUsersInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteUsers(ctx, input.ids) };
    },
  }),
  legacyRoute({
    paths: ["/admin/enable"],
    access: { permission: OPERATION_KEYS.userEnable },
    input: ZUpdateUsersEnabledInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids), enabled: formBoolean(fields.enabled) }),
    async handle(ctx, input) {
      return { body: await updateUsersEnabled(ctx, input.ids, input.enabled) };
    },
  }),
  legacyRoute({
    paths: ["/admin/resetPassword"],
    access: { permission: OPERATION_KEYS.userResetPassword },
    input: ZResetUserPasswordInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), password: fields.password, password2: fields.password2 }),
    async handle(ctx, input) {
      await resetUserPassword(ctx, input.id, input.password);
      return {};
    },
  }),

  legacyRoute({
    paths: ["/role/list"],
    access: { permission: "/role/list" },
    input: ZFindRolesInput,
    fromForm: (fields) => ({
      ...formPaging(fields),
      sortBy: blankToUndefined(fields.sortBy),
      sortDir: blankToUndefined(fields.sortDir),
      name: fields.name,
    }),
    async handle(_ctx, input) {
      const page = await findRoles(input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/role/get"],
    access: { permission: "/role/list" },
    input: ZGetRoleInput,
    fromForm: idOnly,
    async handle(_ctx, input) {
      return { body: await getRole(input.id) };
    },
  }),
  legacyRoute({
    paths: ["/role/save"],
    access: { permission: "/role/save" },
    input: ZCreateRoleInput,
    fromForm: roleData,
    async handle(ctx, input) {
      return { body: await createRole(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/role/update"],
    access: { permission: "/role/update" },
    input: ZUpdateRoleInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: roleData(fields) }),
    async handle(ctx, input) {
      await updateRole(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/role/delete"],
    access: { permission: OPERATION_KEYS.roleDelete },
    input: ZDeleteRolesInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteRoles(ctx, input.ids) };
    },
  }),
  legacyRoute({
    paths: ["/role/members/list"],
    access: { permission: "/role/members" },
    input: ZFindRoleMembersInput,
    fromForm: (fields) => ({ ...formPaging(fields), roleId: formNumber(fields.roleId), username: fields.username }),
    async handle(ctx, input) {
      const page = await findRoleMembers(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/role/members/save"],
    access: { permission: "/role/members" },
    input: ZUpdateRoleMembersInput,
    fromForm: (fields) => ({ roleId: formNumber(fields.roleId), userIds: formIds(fields.userIds) }),
    async handle(ctx, input) {
      return { body: await addRoleMembers(ctx, input.roleId, input.userIds) };
    },
  }),
  legacyRoute({
    paths: ["/role/members/delete"],
    access: { permission: "/role/members" },
    input: ZUpdateRoleMembersInput,
    fromForm: (fields) => ({ roleId: formNumber(fields.roleId), userIds: formIds(fields.userIds) }),
    async handle(ctx, input) {
      return { body: await removeRoleMembers(ctx, input.roleId, input.userIds) };
    },
  }),

  legacyRoute({
    paths: ["/auth/list"],
    access: { permission: "/auth/list" },
    async handle() {
      const nodes = await findPermissionTree();
      return { body: nodes, totalCount: nodes.length };
    },
  }),
  legacyRoute({
    paths: ["/auth/get"],
    access: { permission: "/auth/list" },
    input: ZGetPermissionNodeInput,
    fromForm: idOnly,
    async handle(_ctx, input) {
      return { body: await getPermissionNode(input.id) };
    },
  }),
  legacyRoute({
    paths: ["/auth/save"],
    access: { permission: "/auth/save" },
    input: ZCreatePermissionNodeInput,
    fromForm: nodeData,
    async handle(ctx, input) {
      return { body: await createPermissionNode(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/auth/update"],
    access: { permission: "/auth/update" },
    input: ZUpdatePermissionNodeInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: nodeData(fields) }),
    async handle(ctx, input) {
      await updatePermissionNode(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/auth/delete"],
    access: { permission: OPERATION_KEYS.authDelete },
    input: ZDeletePermissionNodeInput,
    fromForm: idOnly,
    async handle(ctx, input) {
      await deletePermissionNode(ctx, input.id);
      return {};
    },
  }),

  legacyRoute({
    paths: ["/log/list"],
    access: { permission: "/log/list" },
    input: ZLogListFields,
    fromForm: (fields) => ({
      ...formPaging(fields),
      type: fields.type || "operation",
      sortDir: blankToUndefined(fields.sortDir),
      username: fields.username,
      ip: fields.ip,
      success: formBoolean(fields.success),
      operation: fields.operation,
      resource: fields.resource,
      outcome: blankToUndefined(fields.outcome),
      siteId: formNumber(fields.siteId),
      from: blankToUndefined(fields.from),
      to: blankToUndefined(fields.to),
    }),
    async handle(ctx, input) {
      const page = input.type === "login" ? await findLoginLogs(ctx, input) : await findOperationLogs(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
];
