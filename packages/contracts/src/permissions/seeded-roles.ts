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
  "/traceTemplate/list",
  "/trace/list",
  "/trace/save",
  "/trace/update",
  "/batch/list",
  "/batch/save",
  "/batch/update",
  "/batch/view",
  "/apply/list",
  "/apply/add",
  "/apply/view",
  "/apply/bindingCode",
  "/scanCode/list",
  "/recall/list",
  "/quality_check/list",
] as const;

/**
 * The platform's day-to-day administrators: every business area and user management, but not the
 * definition of roles and permissions (which decide who may do what) — that stays with super-admins.
 */
export const PLATFORM_ADMIN_PERMS = ALL_PERMISSION_KEYS.filter((key) => !startsWithAny(["/role/", "/auth/"])(key));

/** Village station operators: towns and stations, the work platform and rural-commerce records. */
export const STATION_OPERATOR_PERMS = [
  "/work",
  "/project/list",
  ...ALL_PERMISSION_KEYS.filter(
    startsWithAny([
      "/basicInfo/",
      "/work_platform/",
      "/personInfo/",
      "/trainInfo/",
      "/commerceInfo/",
      "/statistics/",
      "/express/",
      "/stock/",
    ]),
  ),
];
