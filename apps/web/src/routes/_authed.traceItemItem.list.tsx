import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { RecordValuesPage } from "../features/trace-records/record-values-page.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const listSearch = z.object({ batchId: searchId, recordId: searchId });

export const Route = createFileRoute("/_authed/traceItemItem/list")({
  validateSearch: (raw: Record<string, unknown>): { batchId?: number; recordId?: number } => listSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/traceItemItem/list"),
  component: RecordValuesPage,
});
