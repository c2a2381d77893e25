import { findContent, findContentJson } from "../../../services/content/content-list.ts";
import type { CallerContext } from "../../../services/access/caller-context.ts";
import type { SqlFragment } from "../../../kit/sql-where.ts";
import { permissionProcedure } from "../../init.ts";
import { READ_KEYS } from "./content-access.ts";
import { ZFindContentInput, ZFindContentOutput, type TFindContentQuery } from "@suyuan/contracts/content/content-find";

/**
 * The content list of a channel (with its sub-channels) or of the whole site, on-top items first:
 * answered by the entry points directly as the database wrote it (trpc/direct-query.ts), the
 * session confirmed in the list's own statement.
 */
export const findContentProcedure = permissionProcedure(...READ_KEYS)
  .meta({
    direct: (ctx, input: TFindContentQuery) => findContent(ctx, input),
    directJson: (ctx: CallerContext, input: TFindContentQuery, alongside?: SqlFragment) =>
      findContentJson(ctx, input, { alongside, confirmation: ctx.confirmation }),
  })
  .input(ZFindContentInput)
  .output(ZFindContentOutput)
  .query(({ ctx, input }) => findContent(ctx, input));
