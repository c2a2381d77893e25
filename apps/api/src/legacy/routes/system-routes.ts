import { procedureAccess } from "../procedure-access.ts";
import { ZFindLoginLogsInput, ZFindOperationLogsInput } from "@suyuan/contracts/log/log-operations";
import { z } from "zod";
import { findLoginLogs, findOperationLogs } from "../../services/log/find-logs.ts";
import { formToInput } from "../form-input.ts";
import { legacyRoute } from "../legacy-route.ts";

// System management on the legacy API. Users (/admin/*), roles and their members (/role/*) and the
// permission tree (/auth/*) are derived from their tRPC procedures (meta.legacy). Only the log list
// is written here: one path answers both logs, chosen by the form's `type`, and no single procedure
// has that meaning. Its fields are converted by the chosen log's own input shape.

const ZLogListFields = z.union([
  ZFindLoginLogsInput.and(z.object({ type: z.literal("login") })),
  ZFindOperationLogsInput.and(z.object({ type: z.literal("operation") })),
]);

export const systemRoutes = [
  legacyRoute({
    paths: ["/log/list"],
    ...procedureAccess("log.findOperations"),
    input: ZLogListFields,
    fromForm: (fields) => {
      const type = fields.type || "operation";
      const schema = type === "login" ? ZFindLoginLogsInput : ZFindOperationLogsInput;
      return { ...(formToInput(schema, fields) as object), type };
    },
    async handle(ctx, input) {
      const page = input.type === "login" ? await findLoginLogs(ctx, input) : await findOperationLogs(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
];
