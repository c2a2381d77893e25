import { prisma, type DbClient } from "@suyuan/db/client";
import type { ResourceHooks } from "../../../kit/resource-service.ts";
import { AppError } from "../../../lib/app-error.ts";

async function valueTaken(db: DbClient, type: string, value: string, exceptId: number | null) {
  const clash = await db.dictionary.findFirst({
    where: { type, value, ...(exceptId === null ? {} : { id: { not: exceptId } }) },
    select: { id: true },
  });
  return clash !== null;
}

/** Dictionary entries: a value is unique within its type (the unique index decides races). */
export const dictionaryHooks: ResourceHooks = {
  async prepare(tx, _ctx, data, current) {
    if (await valueTaken(tx, data.type as string, data.value as string, (current?.id as number | undefined) ?? null))
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.dictionaryValueTaken",
        fieldErrors: { value: ["error.dictionaryValueTaken"] },
      });
    return data;
  },
};

export async function isDictionaryValueFree(input: { id?: number; type: string; value: string }) {
  if (!input.type || !input.value) return { pass: false };
  return { pass: !(await valueTaken(prisma, input.type, input.value, input.id ?? null)) };
}

/** The types in use, alphabetically (the origin's `dictionary/type`). */
export async function dictionaryTypes(): Promise<string[]> {
  const rows = await prisma.dictionary.findMany({
    distinct: ["type"],
    select: { type: true },
    orderBy: { type: "asc" },
  });
  return rows.map((row) => row.type);
}
