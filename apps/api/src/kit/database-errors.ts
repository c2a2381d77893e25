import { Prisma } from "@suyuan/db/client";
import { AppError } from "../lib/app-error.ts";

/** The columns a unique or foreign-key error names, in whatever form the driver adapter gives them. */
function constraintFields(error: Prisma.PrismaClientKnownRequestError): string[] {
  const meta = error.meta ?? {};
  const target = meta.target;
  if (Array.isArray(target)) return target.map(String);
  const cause = (
    meta.driverAdapterError as { cause?: { constraint?: { fields?: string[]; index?: string } } } | undefined
  )?.cause;
  if (cause?.constraint?.fields) return cause.constraint.fields.map((name) => name.replace(/"/g, ""));
  // PostgreSQL names only the index (express_site_id_company_waybill_no_key): its columns, in order.
  const index = cause?.constraint?.index ?? (typeof meta.target === "string" ? meta.target : "");
  return indexColumns(index);
}

/** The columns an index name of Prisma's convention lists (table_col1_col2_key), as snake_case words. */
function indexColumns(index: string): string[] {
  const body = index.replace(/_(key|fkey|pkey|idx)$/, "");
  const words = body.split("_");
  // Every run of words may be a column; callers keep the runs that are field names (camelCased).
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= words.length; end++) runs.push(words.slice(start, end).join("_"));
  return runs;
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * Unique rules whose service check words the clash more precisely than "already exists" (by Prisma
 * model, then field): the constraint, which decides when parallel saves all passed the check,
 * answers with the check's own message.
 */
const CHECK_MESSAGES: Record<string, Record<string, string>> = {
  Role: { name: "error.roleNameTaken" }, // role-hooks.ts
  Enterprise: { creditCode: "error.creditCodeTaken" }, // enterprise-hooks.ts
  EnvDevice: { code: "error.deviceCodeTaken" }, // env-device-hooks.ts
  Batch: { batchNo: "error.batchNoTaken" }, // batch-hooks.ts
  EnterpriseCode: { companyPrefix: "error.companyPrefixTaken", enterpriseId: "error.enterpriseHasCode" }, // enterprise-code-hooks.ts
  CommodityCode: { itemReference: "error.itemReferenceTaken" }, // commodity-code-hooks.ts
};

/**
 * A constraint error from a write, as the clear answer the check before it would have given: a
 * unique violation names its fields ("already exists"), a missing reference its field. Anything
 * else is rethrown unchanged.
 */
export function databaseErrorAnswer(error: unknown, fieldNames: readonly string[]): unknown {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return error;
  if (error.code === "P2002") {
    const fields = constraintFields(error)
      .map(camel)
      .filter((name) => fieldNames.includes(name));
    const field = fields.at(-1) ?? "_form";
    const model = typeof error.meta?.modelName === "string" ? error.meta.modelName : "";
    const messageKey = CHECK_MESSAGES[model]?.[field] ?? "error.duplicate";
    return new AppError("BAD_REQUEST", { messageKey, fieldErrors: { [field]: [messageKey] } });
  }
  if (error.code === "P2003") {
    const field =
      constraintFields(error)
        .map(camel)
        .find((name) => fieldNames.includes(name)) ?? "_form";
    return new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { [field]: ["error.referenceMissing"] },
    });
  }
  if (error.code === "P2025") return new AppError("NOT_FOUND");
  return error;
}

/** A delete refused by a restricting foreign key: the rows are still in use. */
export function deleteErrorAnswer(error: unknown): unknown {
  // P2003 for ON DELETE NO ACTION; RESTRICT (SQLSTATE 23001) comes through the driver adapter as P2039.
  if (error instanceof Prisma.PrismaClientKnownRequestError && (error.code === "P2003" || sqlState(error) === "23001"))
    return new AppError("RULE_VIOLATION", { messageKey: "error.inUse" });
  return error;
}

function sqlState(error: Prisma.PrismaClientKnownRequestError): string | undefined {
  return (error.meta?.driverAdapterError as { cause?: { originalCode?: string } } | undefined)?.cause?.originalCode;
}
