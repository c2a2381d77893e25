import { ZStaticSettingsOutput, ZUpdateStaticSettingsInput } from "@suyuan/contracts/static-pages/static-pages";
import { updateStaticSettings } from "../../../services/static-pages/static-jobs.ts";
import { permissionProcedure } from "../../init.ts";

/** Switches the automatic regeneration of the current site's static pages on or off. */
export const updateStaticSettingsProcedure = permissionProcedure("/static/index")
  .input(ZUpdateStaticSettingsInput)
  .output(ZStaticSettingsOutput)
  .mutation(({ ctx, input }) => updateStaticSettings(ctx, input));
