import { ALL_PERMISSION_KEYS } from "./route-registry.ts";

/** Machine keys of the roles created on first start. */
export const SEEDED_ROLE_KEYS = {
  superAdmin: "super-admin",
  platformAdmin: "platform-admin",
  enterpriseMember: "enterprise-member",
  stationOperator: "station-operator",
  countyStaff: "county-staff",
  cmsEditor: "cms-editor",
  cmsReviewer: "cms-reviewer",
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

const RURAL_COMMERCE_PREFIXES = [
  "/basicInfo/",
  "/userInfo/",
  "/personInfo/",
  "/trainInfo/",
  "/commerceInfo/",
  "/statistics/",
  "/express/",
  "/stock/",
  "/sell/",
  "/mall/",
];

/** Work-platform pages only the county office uses: adding stations, assigning enterprise and commodity codes. */
const COUNTY_ONLY_PAGES = new Set([
  "/work_platform/stationAdd",
  "/work_platform/enterpriseAdd",
  "/work_platform/enterpriseUpdate",
  "/work_platform/commodityCodeAdd",
  "/work_platform/commodityCodeUpdate",
]);

/**
 * Village station operators: towns and stations, every rural-commerce area, and the work platform's
 * daily business (purchase and sales agency, daily reports, their station's page) — confined to
 * their own station by the station scope; codes they may look up but not assign.
 */
export const STATION_OPERATOR_PERMS = [
  "/work",
  "/project/list",
  ...ALL_PERMISSION_KEYS.filter(startsWithAny(RURAL_COMMERCE_PREFIXES)),
  ...ALL_PERMISSION_KEYS.filter(
    (key) => startsWithAny(["/work_platform/", "/buy/", "/sellAgency/", "/daily/"])(key) && !COUNTY_ONLY_PAGES.has(key),
  ),
];

/**
 * County staff (县级管理员): the county office, not bound to a station, so they see every
 * station's work: the whole work platform (stations, enterprise and commodity codes included) and
 * the rural-commerce areas; enterprises and goods to read, for assigning codes.
 */
export const COUNTY_STAFF_PERMS = [
  "/work",
  "/project/list",
  "/enterprise/list",
  "/goods/list",
  ...ALL_PERMISSION_KEYS.filter(
    startsWithAny([
      ...RURAL_COMMERCE_PREFIXES,
      "/work_platform/",
      "/buy/",
      "/sellAgency/",
      "/daily/",
      "/station/",
      "/enterpriseCode/",
      "/commodityCode/",
      "/commodityCategory/",
    ]),
  ),
];

/** Editors (编辑) write content and submit it for review; checking it is the reviewers' part. */
export const CMS_EDITOR_PERMS = [
  "/work",
  "/content/list",
  "/content/save",
  "/content/update",
  "/content/view",
  "/content/delete",
  "/content/submit",
];

/** Reviewers (审核员) check content at the workflow steps of their role: pass it on, or return it. */
export const CMS_REVIEWER_PERMS = [
  "/work",
  "/content/list",
  "/content/view",
  "/content/review_queue",
  "/content/check",
  "/content/reject",
];
