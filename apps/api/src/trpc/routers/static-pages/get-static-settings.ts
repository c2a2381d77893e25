import { ZStaticSettingsOutput } from "@suyuan/contracts/static-pages/static-pages";
import { getStaticSettings } from "../../../services/static-pages/static-jobs.ts";
import { permissionProcedure } from "../../init.ts";

/** Whether content changes regenerate the current site's static pages, and how many it has. */
export const getStaticSettingsProcedure = permissionProcedure("/static/list", "/static/index")
  .output(ZStaticSettingsOutput)
  .query(({ ctx }) => getStaticSettings(ctx));
