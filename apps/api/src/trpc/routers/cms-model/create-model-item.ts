import { ZSaveItemInput } from "@suyuan/contracts/cms/model-operations";
import { z } from "zod";
import { createModelItem } from "../../../services/cms/model/model-items.ts";
import { permissionProcedure } from "../../init.ts";

/** A new custom field of a model; legacy /item/save. */
export const createModelItemProcedure = permissionProcedure("/item/save")
  .meta({ legacy: { paths: ["/item/save"] } })
  .input(ZSaveItemInput)
  .output(z.object({ id: z.number() }))
  .mutation(({ ctx, input }) => createModelItem(ctx, input));
