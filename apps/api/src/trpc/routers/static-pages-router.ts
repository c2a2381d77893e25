import { router } from "../init.ts";
import { createContentPagesProcedure } from "./static-pages/create-content-pages.ts";
import { createStaticChannelProcedure } from "./static-pages/create-static-channel.ts";
import { createStaticContentProcedure } from "./static-pages/create-static-content.ts";
import { createStaticIndexProcedure } from "./static-pages/create-static-index.ts";
import { deleteStaticIndexProcedure } from "./static-pages/delete-static-index.ts";
import { findStaticProgressProcedure } from "./static-pages/find-static-progress.ts";
import { getStaticSettingsProcedure } from "./static-pages/get-static-settings.ts";
import { updateStaticSettingsProcedure } from "./static-pages/update-static-settings.ts";

/** Static pages of the current site (静态页面): generation jobs, their progress, the regeneration switch. */
export const staticPagesRouter = router({
  index: createStaticIndexProcedure,
  channel: createStaticChannelProcedure,
  content: createStaticContentProcedure,
  contentPages: createContentPagesProcedure,
  indexRemove: deleteStaticIndexProcedure,
  progress: findStaticProgressProcedure,
  getSettings: getStaticSettingsProcedure,
  updateSettings: updateStaticSettingsProcedure,
});
