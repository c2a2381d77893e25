import type { TBackupTable, TTableField } from "@suyuan/contracts/database-backup/database-backup-operations";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { backupTableNames, catalogTables, databaseName, prismaQuery, tableFields } from "./database-catalog.ts";

// The origin's list, listfields, defaultCatalog and listDataBases, on the product's one database.

export async function listBackupTables(): Promise<TBackupTable[]> {
  const query = prismaQuery(prisma);
  const tables = await catalogTables(query, await backupTableNames(query));
  return tables.map((table) => ({ name: table.name, columns: table.columns.length }));
}

export async function listTableFields(table: string): Promise<TTableField[]> {
  const fields = await tableFields(prismaQuery(prisma), table);
  if (!fields) throw new AppError("NOT_FOUND", { messageKey: "backup.tableUnknown", params: { name: table } });
  return fields;
}

export function currentDatabaseName(): Promise<string> {
  return databaseName(prismaQuery(prisma));
}
