/** Machine keys of the roles created on first start. */
export const SEEDED_ROLE_KEYS = {
  superAdmin: "super-admin",
  enterpriseMember: "enterprise-member",
} as const;

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
