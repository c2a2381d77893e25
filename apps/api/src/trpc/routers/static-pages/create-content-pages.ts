import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { ZCreateContentPagesInput, ZCreateContentPagesOutput } from "@suyuan/contracts/static-pages/static-pages";
import { createContentPages } from "../../../services/static-pages/static-content-pages.ts";
import { permissionProcedure } from "../../init.ts";

/** The static pages of the chosen content items, now; legacy /content/static (`ids`, answers `{ result }`). */
export const createContentPagesProcedure = permissionProcedure(OPERATION_KEYS.contentStatic)
  .meta({
    legacy: {
      paths: ["/content/static"],
      answer: (output) => ({ body: { result: (output as { result: boolean }).result } }),
    },
  })
  .input(ZCreateContentPagesInput)
  .output(ZCreateContentPagesOutput)
  .mutation(({ ctx, input }) => createContentPages(ctx, input.ids));
