import { findReusableContent } from "../../../services/content/content-shares.ts";
import { permissionProcedure } from "../../init.ts";
import { REUSE_KEYS } from "./content-access.ts";
import { ZReuseContentInput, ZReuseContentOutput } from "@suyuan/contracts/content/content-find";

/** Passed content of the sites the caller may work on, to reuse. */
export const findReusableContentProcedure = permissionProcedure(...REUSE_KEYS)
  .meta({ legacy: { paths: ["/content/reuse_page", "/content/reuse_list"] } })
  .input(ZReuseContentInput)
  .output(ZReuseContentOutput)
  .query(({ ctx, input }) => findReusableContent(ctx, input));
