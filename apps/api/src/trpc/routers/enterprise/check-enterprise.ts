import { ZExamineInput } from "@suyuan/contracts/common/fields";
import { enterpriseResource } from "@suyuan/contracts/enterprise/enterprise-resource";
import { z } from "zod";
import { legacyPaths } from "../../resource-router.ts";
import { checkEnterprise } from "../../../services/enterprise/enterprise-check.ts";
import { permissionProcedure } from "../../init.ts";

/** Approve, or reject with an opinion, a pending enterprise (/enterprise/check). */
export const checkEnterpriseProcedure = permissionProcedure("/enterprise/check")
  .meta({ legacy: legacyPaths(enterpriseResource, "check") })
  .input(ZExamineInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await checkEnterprise(ctx, input);
    return { ok: true as const };
  });
