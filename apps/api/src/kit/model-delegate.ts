import type { DbClient } from "@suyuan/db/client";

type Row = Record<string, unknown>;

/**
 * The part of a Prisma model delegate the kit uses. Prisma's own delegate types differ per model;
 * the definition and the tRPC output schema give the typed view of what comes back.
 */
export type Delegate = {
  findMany(args: Row): Promise<Row[]>;
  findUnique(args: Row): Promise<Row | null>;
  count(args: Row): Promise<number>;
  create(args: Row): Promise<Row>;
  update(args: Row): Promise<Row>;
  deleteMany(args: Row): Promise<{ count: number }>;
  createMany(args: Row): Promise<{ count: number }>;
};

export function delegateOf(db: DbClient, model: string): Delegate {
  const delegate = (db as unknown as Record<string, Delegate | undefined>)[model];
  if (!delegate) throw new Error(`No Prisma model "${model}"`);
  return delegate;
}
