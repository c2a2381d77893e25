export const schemaPath: string;
export const migrationsDir: string;
export const snapshotPath: string;
/** `prisma migrate diff` between two schema texts (null = empty), as a SQL script. */
export function migrateDiff(args: { fromSchema: string | null; toSchema: string; databaseUrl: string }): string;
export function readSchema(path?: string): string;
