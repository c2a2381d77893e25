import { ZSwitchSiteInput, ZSwitchSiteOutput } from "@suyuan/contracts/auth/auth-operations";
import { prisma } from "@suyuan/db/client";
import { recordOperation } from "../../../services/audit/record-operation.ts";
import { setSessionSite } from "../../../services/auth/sessions.ts";
import { resolveSite } from "../../../services/auth/user-access.ts";
import { authedProcedure } from "../../init.ts";

export const switchSiteProcedure = authedProcedure
  .input(ZSwitchSiteInput)
  .output(ZSwitchSiteOutput)
  .mutation(async ({ ctx, input }) => {
    const site = resolveSite(ctx.access, input.siteId, null);
    const siteId = site?.id ?? input.siteId;
    await prisma.$transaction(async (tx) => {
      await setSessionSite(tx, ctx.session.id, siteId);
      await recordOperation(tx, {
        actor: { ...ctx.actor, siteId },
        meta: ctx.meta,
        operation: "switch-site",
        resource: "session",
        targetId: siteId,
      });
    });
    return { siteId };
  });
