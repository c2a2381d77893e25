import type { PGlite, Transaction } from "@electric-sql/pglite";

type Queryable = Pick<PGlite, "query"> | Pick<Transaction, "query">;

const quoted = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/** `["a", null, "b\"c"]` → `{"a",NULL,"b\"c"}`: PostgreSQL's text form of an array. */
export function arrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((value) => (value === null ? "NULL" : quoted(value))).join(",")}}`;
}

const isTextList = (value: unknown): value is (string | null)[] =>
  Array.isArray(value) && value.every((element) => element === null || typeof element === "string");

/** A list of text (or enum) values as an array literal; everything else as it is. */
export function arrayParam(value: unknown): unknown {
  return isTextList(value) ? arrayLiteral(value) : value;
}

/** The target's own members, bound to it (PGlite keeps private state), with `query` replaced. */
function wrapped<T extends object>(target: T, overrides: Record<PropertyKey, unknown>): T {
  return new Proxy(target, {
    get(object, property) {
      if (property in overrides) return overrides[property];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

function query(target: Queryable) {
  return (sql: string, params?: unknown[], options?: object) => target.query(sql, params?.map(arrayParam), options);
}

/**
 * PGlite serialises a parameter by its type: an array of an enum type (an OID it does not know)
 * goes out as `String(value)`, which PostgreSQL refuses ("malformed array literal"), so a Prisma
 * `has` filter on an enum list failed on the embedded database only. Text lists are therefore
 * sent as array literals, which every array type reads. The wrapper covers the client's and its
 * transactions' queries, the only calls the Prisma adapter makes with parameters.
 */
export function withArrayLiterals(client: PGlite): PGlite {
  return wrapped(client, {
    query: query(client),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => work(wrapped(tx, { query: query(tx) }))),
  });
}
