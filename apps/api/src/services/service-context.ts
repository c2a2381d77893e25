import type { RequestMeta } from "../lib/request-meta.ts";
import type { EnterpriseScope } from "./access/enterprise-scope.ts";
import type { StationScope } from "./access/station-scope.ts";
import type { Actor } from "./audit/record-operation.ts";
import type { UserAccess } from "./auth/user-access.ts";

/** Who is acting, with what rights and in which scope: what tRPC and the legacy adapter both hand to services. */
export type ServiceContext = {
  actor: Actor & { userId: number };
  access: UserAccess;
  scope: EnterpriseScope;
  /** The work platform's station scope: every station, or the one the user operates. */
  station: StationScope;
  meta: RequestMeta;
};
