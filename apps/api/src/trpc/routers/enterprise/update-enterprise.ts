import { ZUpdateEnterpriseInput } from "@suyuan/contracts/enterprise/enterprise-operations";
import { z } from "zod";
import { updateEnterprise } from "../../../services/enterprise/enterprises.ts";
import { permissionProcedure } from "../../init.ts";

export const updateEnterpriseProcedure = permissionProcedure("/enterprise/update")
  .meta({ legacy: { paths: ["/enterprise/update"] } })
  .input(ZUpdateEnterpriseInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateEnterprise(ctx, input.id, input.data);
    return { ok: true as const };
  });
