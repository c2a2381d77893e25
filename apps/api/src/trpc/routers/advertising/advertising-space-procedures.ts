import { ADVERTISING_KEYS, ADVERTISING_SPACE_KEYS } from "@suyuan/contracts/advertising/advertising-keys";
import { advertisingSpaceResource } from "@suyuan/contracts/advertising/advertising-space-resource";
import type { ResourceService } from "../../../kit/resource-service.ts";
import { permissionProcedure } from "../../init.ts";
import { findProcedure } from "../../resource-router.ts";

const { schemas } = advertisingSpaceResource;

/**
 * The ad spaces' procedures under the origin's paths (`advertising/space_*`, beside the ads' own
 * `advertising/*`): they replace the generated ones, which a resource serves as `<name>/<action>`.
 */
export function advertisingSpaceProcedures(service: ResourceService) {
  return {
    find: findProcedure(advertisingSpaceResource, service, [ADVERTISING_SPACE_KEYS.list, ADVERTISING_KEYS.list], {
      paths: ["/advertising/space_list"],
    }),
    get: permissionProcedure(ADVERTISING_SPACE_KEYS.list, ADVERTISING_KEYS.list)
      .meta({ legacy: { paths: ["/advertising/space_get"] } })
      .input(schemas.get)
      .output(schemas.item)
      .query(({ ctx, input }) => service.get(ctx, input.id) as never),
    create: permissionProcedure(ADVERTISING_SPACE_KEYS.create)
      .meta({ legacy: { paths: ["/advertising/space_save"] } })
      .input(schemas.fields)
      .output(schemas.created)
      .mutation(({ ctx, input }) => service.create(ctx, input as never)),
    update: permissionProcedure(ADVERTISING_SPACE_KEYS.update)
      .meta({ legacy: { paths: ["/advertising/space_update"] } })
      .input(schemas.update)
      .output(schemas.ok)
      .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data as never)),
    delete: permissionProcedure(ADVERTISING_SPACE_KEYS.delete)
      .meta({ legacy: { paths: ["/advertising/space_delete"] } })
      .input(schemas.delete)
      .output(schemas.deleted)
      .mutation(({ ctx, input }) => service.delete(ctx, input.ids)),
  };
}
