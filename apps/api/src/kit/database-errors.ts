import { Prisma } from "@suyuan/db/client";
import { AppError } from "../lib/app-error.ts";

/** The columns a unique or foreign-key error names, in whatever form the driver adapter gives them. */
function constraintFields(error: Prisma.PrismaClientKnownRequestError): string[] {
  const meta = error.meta ?? {};
  const target = meta.target;
  if (Array.isArray(target)) return target.map(String);
  const cause = (meta.driverAdapterError as { cause?: { constraint?: { fields?: string[] } } } | undefined)?.cause;
  return cause?.constraint?.fields?.map((name) => name.replace(/"/g, "")) ?? [];
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

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
    return new AppError("BAD_REQUEST", {
      messageKey: "error.duplicate",
      fieldErrors: { [field]: ["error.duplicate"] },
    });
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
