import { ZGetMeOutput } from "@suyuan/contracts/auth/auth-operations";
import { authedProcedure } from "../../init.ts";

export const getMeProcedure = authedProcedure.output(ZGetMeOutput).query(({ ctx }) => ({
  user: ctx.session.user,
  perms: ctx.access.perms,
  sites: ctx.access.sites.map(({ id, name }) => ({ id, name })),
  siteId: ctx.site?.id ?? null,
  isMasterSite: ctx.site?.isMaster ?? false,
  enterpriseId: ctx.scope.kind === "enterprise" ? ctx.scope.enterpriseId : null,
  stationId: ctx.station?.kind === "station" ? ctx.station.stationId : null,
}));
