import type { OperationKey, RoutePath } from "./route-registry.ts";

/**
 * Every permission key a role can hold: page paths and operation keys. Procedures, legacy paths,
 * resource definitions and pages name keys with this type, so a misspelt key fails the type check.
 */
export type PermissionKey = RoutePath | OperationKey;
