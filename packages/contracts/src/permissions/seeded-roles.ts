import { ALL_PERMISSION_KEYS } from "./route-registry.ts";

/** Machine keys of the roles created on first start. */
export const SEEDED_ROLE_KEYS = {
  superAdmin: "super-admin",
  platformAdmin: "platform-admin",
  enterpriseMember: "enterprise-member",
  stationOperator: "station-operator",
} as const;

const startsWithAny = (prefixes: string[]) => (key: string) => prefixes.some((prefix) => key.startsWith(prefix));

/**
 * What a self-registered enterprise member may open: their own enterprise, goods, production
 * and trace codes. Route paths are the permission keys (spec section 6).
 */
export const ENTERPRISE_MEMBER_PERMS = [
  "/work",
  "/project/list",
  "/enterprise/update",
  "/goods/list",
  "/goods/save",
  "/goods/update",
  "/base/list",
  "/base/save",
  "/base/update",
  "/house/list",
  "/house/save",
  "/house/update",
  // Environment monitoring of their own bases and greenhouses.
  "/env/list",
  "/env/save",
  "/env/update",
  "/envPlate/list",
  "/envPlateData/list",
  "/envPlateData/save",
  "/envPlateData/update",
  // Members keep their own templates (platform-wide ones stay read-only for them), batches and records.
  "/traceTemplate/list",
  "/traceTemplate/add",
  "/traceTemplate/update",
  "/traceTemplate/detailList",
  "/traceTemplate/addDetail",
  "/traceTemplateItem/update",
  "/traceTemplate/delete",
  "/traceTemplate/export",
  "/trace/list",
  "/trace/save",
  "/trace/update",
  "/trace/delete",
  "/traceItemItem/list",
  "/traceItemItem/save",
  "/traceItemItem/update",
  "/batch/list",
  "/batch/save",
  "/batch/update",
  "/batch/view",
  "/batch/delete",
  "/batch/export",
  // Members apply for, edit and withdraw (while pending), bind and download their own codes.
  "/apply/list",
  "/apply/add",
  "/apply/update",
  "/apply/delete",
  "/apply/export",
  "/apply/view",
  "/apply/download",
  "/apply/bindingCode",
  "/scanCode/list",
  "/recall/list",
  "/recall/export",
  "/quality_check/list",
  "/quality_check/export",
] as const;

/**
 * The platform's day-to-day administrators: every business area and user management, but not the
 * definition of roles and permissions (which decide who may do what) — that stays with super-admins.
 */
export const PLATFORM_ADMIN_PERMS = ALL_PERMISSION_KEYS.filter((key) => !startsWithAny(["/role/", "/auth/"])(key));

/** Village station operators: towns and stations, the work platform and every rural-commerce area. */
export const STATION_OPERATOR_PERMS = [
  "/work",
  "/project/list",
  ...ALL_PERMISSION_KEYS.filter(
    startsWithAny([
      "/basicInfo/",
      "/work_platform/",
      "/userInfo/",
      "/personInfo/",
      "/trainInfo/",
      "/commerceInfo/",
      "/statistics/",
      "/express/",
      "/stock/",
      "/sell/",
      "/mall/",
    ]),
  ),
];
