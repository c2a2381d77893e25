import { getDatabase } from "@suyuan/db/client";

// What the open database is asked to run while `work` runs (the test server is in this process):
// every driver statement (queryRows) by its text, every Prisma call by its name. Prisma calls are
// counted as one each, though some take several statements: a test asserting "one statement"
// wants none of them.

type AnyFunction = (...args: unknown[]) => unknown;

/** A Prisma client (or model delegate) that records each method called on it. */
function recording<T extends object>(target: T, prefix: string, calls: string[]): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property);
      const name = `${prefix}.${String(property)}`;
      if (typeof value === "function")
        return (...args: unknown[]) => {
          calls.push(name);
          return (value as AnyFunction).apply(object, args);
        };
      // Model delegates (prisma.content, …); Prisma's own internals start with _ or $.
      if (value && typeof value === "object" && typeof property === "string" && !/^[_$]/.test(property))
        return recording(value, name, calls);
      return value;
    },
  });
}

export async function statementsDuring<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const database = getDatabase();
  const { prisma } = database;
  const query = database.query.bind(database);
  const statements: string[] = [];
  database.query = (sql, params, options) => {
    statements.push(sql);
    return query(sql, params, options);
  };
  database.prisma = recording(prisma, "prisma", statements);
  try {
    return { result: await work(), statements };
  } finally {
    database.query = query;
    database.prisma = prisma;
  }
}
