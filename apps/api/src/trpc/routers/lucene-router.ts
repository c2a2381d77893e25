import { router } from "../init.ts";
import { createSearchIndexProcedure } from "./lucene/create-search-index.ts";
import { findSearchIndexProgressProcedure } from "./lucene/find-search-index-progress.ts";

/** The full-text search index (全文检索): rebuilds as background jobs and their progress. */
export const luceneRouter = router({
  create: createSearchIndexProcedure,
  progress: findSearchIndexProgressProcedure,
});
