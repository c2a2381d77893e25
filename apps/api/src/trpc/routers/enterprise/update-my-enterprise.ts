import { ZUpdateMyEnterpriseInput } from "@suyuan/contracts/enterprise/enterprise-operations";
import { z } from "zod";
import { updateMyEnterprise } from "../../../services/enterprise/enterprises.ts";
import { permissionProcedure } from "../../init.ts";

export const updateMyEnterpriseProcedure = permissionProcedure("/enterprise/update")
  .input(ZUpdateMyEnterpriseInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateMyEnterprise(ctx, input);
    return { ok: true as const };
  });
