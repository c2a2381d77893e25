import { ZUpdateItemInput } from "@suyuan/contracts/cms/model-operations";
import { z } from "zod";
import { updateModelItem } from "../../../services/cms/model/model-items.ts";
import { permissionProcedure } from "../../init.ts";

/** Changes a model field (a built-in one keeps its name and type); legacy /item/update. */
export const updateModelItemProcedure = permissionProcedure("/item/update")
  .meta({ legacy: { paths: ["/item/update"] } })
  .input(ZUpdateItemInput)
  .output(z.object({ id: z.number() }))
  .mutation(({ ctx, input }) => updateModelItem(ctx, input));
