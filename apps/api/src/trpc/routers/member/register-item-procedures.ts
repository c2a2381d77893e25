import { REGISTER_ITEM_KEYS } from "@suyuan/contracts/member/member-keys";
import {
  registerItemResource,
  ZPrioritizeRegisterItemsInput,
  ZRegisterItemCountOutput,
} from "@suyuan/contracts/member/register-item-resource";
import type { ResourceService } from "../../../kit/resource-service.ts";
import { prioritizeRegisterItems } from "../../../services/member/register-items.ts";
import { permissionProcedure } from "../../init.ts";
import { findProcedure } from "../../resource-router.ts";

const { schemas } = registerItemResource;

/**
 * The registration items' procedures under the origin's paths (`config/register_item_*`): they
 * replace the generated ones, which a resource serves as `<name>/<action>`.
 */
export function registerItemProcedures(service: ResourceService) {
  return {
    find: findProcedure(registerItemResource, service, [REGISTER_ITEM_KEYS.list, "/member/list"], {
      paths: ["/config/register_item_list"],
    }),
    get: permissionProcedure(REGISTER_ITEM_KEYS.list, "/member/list")
      .meta({ legacy: { paths: ["/config/register_item_get"] } })
      .input(schemas.get)
      .output(schemas.item)
      .query(({ ctx, input }) => service.get(ctx, input.id) as never),
    create: permissionProcedure(REGISTER_ITEM_KEYS.create)
      .meta({ legacy: { paths: ["/config/register_item_save"] } })
      .input(schemas.fields)
      .output(schemas.created)
      .mutation(({ ctx, input }) => service.create(ctx, input as never)),
    update: permissionProcedure(REGISTER_ITEM_KEYS.update)
      .meta({ legacy: { paths: ["/config/register_item_update"] } })
      .input(schemas.update)
      .output(schemas.ok)
      .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data as never)),
    delete: permissionProcedure(REGISTER_ITEM_KEYS.delete)
      .meta({ legacy: { paths: ["/config/register_item_delete"] } })
      .input(schemas.delete)
      .output(schemas.deleted)
      .mutation(({ ctx, input }) => service.delete(ctx, input.ids)),
    /** Relabels and reorders many at once; legacy `ids`, `labels`, `priorities` (comma lists). */
    priority: permissionProcedure(REGISTER_ITEM_KEYS.update)
      .meta({ legacy: { paths: ["/config/register_item_priority"] } })
      .input(ZPrioritizeRegisterItemsInput)
      .output(ZRegisterItemCountOutput)
      .mutation(({ ctx, input }) => prioritizeRegisterItems(ctx, input)),
  };
}
