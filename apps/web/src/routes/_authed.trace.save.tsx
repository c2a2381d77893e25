import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { RecordAddPage } from "../features/trace-records/record-form-page.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const addSearch = z.object({ batchId: searchId, stageId: searchId });

export const Route = createFileRoute("/_authed/trace/save")({
  validateSearch: (raw: Record<string, unknown>): { batchId?: number; stageId?: number } => addSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/trace/save"),
  component: function RecordSaveRoute() {
    const { batchId, stageId } = Route.useSearch();
    return <RecordAddPage key={`${batchId}-${stageId}`} batchId={batchId} stageId={stageId} />;
  },
});
