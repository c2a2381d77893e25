import type { TBindTraceCodesInput } from "@suyuan/contracts/code-application/code-application-operations";
import { traceCodeFromInput } from "@suyuan/contracts/trace-code/trace-code";
import { prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { isInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { applicationInScope } from "./applications.ts";

/** How many offending codes a refusal names (the rest are counted). */
const LISTED = 20;

function listed(codes: string[]): string {
  const shown = codes.slice(0, LISTED).join(", ");
  return codes.length > LISTED ? `${shown} … (${codes.length})` : shown;
}

const refuse = (field: string, messageKey: string, codes: string[]) =>
  new AppError("BAD_REQUEST", { messageKey, params: { codes: listed(codes) }, fieldErrors: { [field]: [messageKey] } });

type Selection = { sql: string; params: unknown[]; size: number; detail: Record<string, string | number> };

/** Which codes of the application a request means, checked before anything is written. */
async function selectionOf(
  tx: TransactionClient,
  application: { id: number; quantity: number },
  input: TBindTraceCodesInput,
): Promise<Selection> {
  if (input.mode === "all") {
    return { sql: "TRUE", params: [], size: application.quantity, detail: { mode: "all" } };
  }
  if (input.mode === "range") {
    const from = input.fromSerial ?? 0;
    const to = input.toSerial ?? 0;
    for (const [field, value] of [
      ["fromSerial", from],
      ["toSerial", to],
    ] as const) {
      if (value < 1 || value > application.quantity)
        throw new AppError("BAD_REQUEST", {
          messageKey: "error.serialOutOfRange",
          params: { max: application.quantity },
          fieldErrors: { [field]: ["error.serialOutOfRange"] },
        });
    }
    return {
      sql: "serial BETWEEN $4 AND $5",
      params: [from, to],
      size: to - from + 1,
      detail: { mode: "range", from, to },
    };
  }
  // A list: every entry must be a code (any Crockford spelling, or its public URL) with a good check symbol.
  const entries = (input.codes ?? []).map((entry) => entry.trim()).filter(Boolean);
  const invalid: string[] = [];
  const codes = new Set<string>();
  for (const entry of entries) {
    const code = traceCodeFromInput(entry);
    if (code) codes.add(code);
    else invalid.push(entry);
  }
  if (invalid.length) throw refuse("codes", "error.traceCodesInvalid", invalid);
  const list = [...codes];
  const found = await tx.$queryRawUnsafe<{ code: string }[]>(
    `SELECT code FROM trace_code WHERE code = ANY($1::text[]) AND application_id = $2`,
    list,
    application.id,
  );
  const mine = new Set(found.map((row) => row.code));
  const foreign = list.filter((code) => !mine.has(code));
  // Unknown codes and other applications' codes read the same: nothing about them is revealed.
  if (foreign.length) throw refuse("codes", "error.traceCodesForeign", foreign);
  return {
    sql: "code = ANY($4::text[])",
    params: [list],
    size: list.length,
    detail: { mode: "list", count: list.length },
  };
}

/**
 * Binds codes of a generated application to a batch of the same enterprise and goods, in one
 * UPDATE: all of them, a serial range, or a list. Codes bound to another batch are refused (named
 * in the message) unless `rebind` asks to move them. Nothing is written when anything is refused.
 */
export async function bindTraceCodes(ctx: ServiceContext, input: TBindTraceCodesInput): Promise<{ bound: number }> {
  return prisma.$transaction(
    async (tx) => {
      const application = await applicationInScope(ctx, input.id, tx);
      if (application.generationStatus !== "done")
        throw new AppError("RULE_VIOLATION", { messageKey: "error.codesNotReady" });
      const batch = await tx.batch.findUnique({
        where: { id: input.batchId },
        select: { id: true, enterpriseId: true, goodsId: true, batchNo: true },
      });
      if (!batch || !isInScope(ctx.scope, batch.enterpriseId))
        throw new AppError("BAD_REQUEST", {
          messageKey: "error.referenceMissing",
          fieldErrors: { batchId: ["error.referenceMissing"] },
        });
      if (batch.enterpriseId !== application.enterpriseId || batch.goodsId !== application.goodsId)
        throw new AppError("BAD_REQUEST", {
          messageKey: "error.batchMismatch",
          fieldErrors: { batchId: ["error.batchMismatch"] },
        });
      const selection = await selectionOf(tx, application, input);
      // $1 application, $2 batch, $3 rebind, then the selection's own parameters.
      const params = [application.id, batch.id, input.rebind, ...selection.params];
      if (!input.rebind) {
        const taken = await tx.$queryRawUnsafe<{ code: string }[]>(
          `SELECT code FROM trace_code
            WHERE application_id = $1 AND ${selection.sql} AND batch_id IS NOT NULL AND batch_id <> $2 AND NOT $3
            ORDER BY serial LIMIT ${LISTED + 1}`,
          ...params,
        );
        if (taken.length)
          throw refuse(
            "rebind",
            "error.traceCodesBound",
            taken.map((row) => row.code),
          );
      }
      // The one write. Codes already on this batch keep their binding time; the rebind condition is
      // repeated so a code bound elsewhere meanwhile is never moved without the flag.
      const changed = await tx.$executeRawUnsafe(
        `UPDATE trace_code SET batch_id = $2, bound_at = now()
          WHERE application_id = $1 AND ${selection.sql}
            AND batch_id IS DISTINCT FROM $2 AND (batch_id IS NULL OR $3)`,
        ...params,
      );
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "bind-codes",
        resource: "code-application",
        targetId: application.id,
        detail: { ...selection.detail, batchId: batch.id, batchNo: batch.batchNo, rebind: input.rebind, changed },
      });
      return { bound: selection.size };
    },
    { maxWait: 30_000, timeout: 300_000 },
  );
}
