import { ZCheckEnterpriseInput } from "@suyuan/contracts/enterprise/enterprise-operations";
import { z } from "zod";
import { checkEnterprise } from "../../../services/enterprise/enterprises.ts";
import { permissionProcedure } from "../../init.ts";

export const checkEnterpriseProcedure = permissionProcedure("/enterprise/check")
  .meta({ legacy: { paths: ["/enterprise/check"] } })
  .input(ZCheckEnterpriseInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await checkEnterprise(ctx, input);
    return { ok: true as const };
  });
