import { FRIENDLINK_CTG_KEYS } from "@suyuan/contracts/friendlink/friendlink-keys";
import { friendlinkCtgResource } from "@suyuan/contracts/friendlink/friendlink-ctg-resource";
import {
  ZFriendlinkCountOutput,
  ZPrioritizeFriendlinkCtgsInput,
} from "@suyuan/contracts/friendlink/friendlink-operations";
import type { ResourceService } from "../../../kit/resource-service.ts";
import { prioritizeFriendlinkCtgs } from "../../../services/audience/link-order.ts";
import { permissionProcedure } from "../../init.ts";
import { findProcedure } from "../../resource-router.ts";

const { schemas } = friendlinkCtgResource;

/**
 * The link categories' procedures under the origin's paths (`friendlink/ctg_*`, beside the links'
 * own `friendlink/*`): they replace the generated ones, which a resource serves as `<name>/<action>`.
 */
export function friendlinkCtgProcedures(service: ResourceService) {
  return {
    find: findProcedure(friendlinkCtgResource, service, [FRIENDLINK_CTG_KEYS.list, "/friendlink/list"], {
      paths: ["/friendlink/ctg_list"],
    }),
    get: permissionProcedure(FRIENDLINK_CTG_KEYS.list, "/friendlink/list")
      .meta({ legacy: { paths: ["/friendlink/ctg_get"] } })
      .input(schemas.get)
      .output(schemas.item)
      .query(({ ctx, input }) => service.get(ctx, input.id) as never),
    create: permissionProcedure(FRIENDLINK_CTG_KEYS.create)
      .meta({ legacy: { paths: ["/friendlink/ctg_save"] } })
      .input(schemas.fields)
      .output(schemas.created)
      .mutation(({ ctx, input }) => service.create(ctx, input as never)),
    delete: permissionProcedure(FRIENDLINK_CTG_KEYS.delete)
      .meta({ legacy: { paths: ["/friendlink/ctg_delete"] } })
      .input(schemas.delete)
      .output(schemas.deleted)
      .mutation(({ ctx, input }) => service.delete(ctx, input.ids)),
    /** Renames and reorders many at once; legacy /friendlink/ctg_priority (`ids`, `priorities`, `names`). */
    priority: permissionProcedure(FRIENDLINK_CTG_KEYS.update)
      .meta({ legacy: { paths: ["/friendlink/ctg_priority"] } })
      .input(ZPrioritizeFriendlinkCtgsInput)
      .output(ZFriendlinkCountOutput)
      .mutation(({ ctx, input }) => prioritizeFriendlinkCtgs(ctx, input)),
  };
}
