import { personInfoResource } from "@suyuan/contracts/person-info/person-info-resource";
import { ZAddOrUpdatePersonInput } from "@suyuan/contracts/person-info/person-state";
import { z } from "zod";
import { legacyPaths } from "../../resource-router.ts";
import type { ResourceService } from "../../../kit/resource-service.ts";
import { AppError } from "../../../lib/app-error.ts";
import { hasPermission } from "../../../services/auth/user-access.ts";
import { permissionProcedure } from "../../init.ts";

const { keys } = personInfoResource;

/**
 * The origin's single save of a household (`persoonInfo/addOrUpdate`): with `id` it updates
 * (the edit key), without it creates (the add key). Same rules and log as create and update.
 */
export function addOrUpdatePersonProcedure(service: ResourceService) {
  return permissionProcedure(keys.create, keys.update)
    .meta({ legacy: legacyPaths(personInfoResource, "addOrUpdate") })
    .input(ZAddOrUpdatePersonInput)
    .output(z.object({ id: z.number() }))
    .mutation(async ({ ctx, input }) => {
      const { id, ...data } = input;
      if (!hasPermission(ctx.access, id === undefined ? keys.create : keys.update)) throw new AppError("FORBIDDEN");
      if (id === undefined) return service.create(ctx, data);
      await service.update(ctx, id, data);
      return { id };
    });
}
