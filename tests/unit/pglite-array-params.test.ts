import { PGlite } from "@electric-sql/pglite";
import { arrayLiteral, withArrayLiterals } from "@suyuan/db/pglite-array-params";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("text lists sent to PGlite as array literals", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = withArrayLiterals(new PGlite());
    await client.exec(`CREATE TYPE mood AS ENUM ('calm', 'odd "one"', 'back\\slash');
      CREATE TABLE t (id int PRIMARY KEY, moods mood[] NOT NULL, tags text[] NOT NULL)`);
  });
  afterAll(() => client.close());

  it("quotes every element, so commas, quotes, backslashes and NULL survive", () => {
    expect(arrayLiteral(["a,b", 'say "hi"', "c\\d", null])).toBe('{"a,b","say \\"hi\\"","c\\\\d",NULL}');
    expect(arrayLiteral([])).toBe("{}");
  });

  it("writes and matches an enum list (PGlite alone refuses it as a malformed array literal)", async () => {
    await client.query("INSERT INTO t VALUES ($1, $2, $3)", [1, ["calm", 'odd "one"'], ["x,y", "z"]]);
    await client.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES ($1, $2, $3)", [2, ["back\\slash"], []]);
    });
    const hits = await client.query<{ id: number }>("SELECT id FROM t WHERE moods @> $1 ORDER BY id", [['odd "one"']]);
    expect(hits.rows.map((row) => row.id)).toEqual([1]);
    const rows = await client.query<{ moods: string[]; tags: string[] }>(
      "SELECT moods::text[] AS moods, tags FROM t ORDER BY id",
    );
    expect(rows.rows).toEqual([
      { moods: ["calm", 'odd "one"'], tags: ["x,y", "z"] },
      { moods: ["back\\slash"], tags: [] },
    ]);
  });

  it("leaves other parameters as they are", async () => {
    const answer = await client.query<{ n: number[] }>("SELECT $1::int[] AS n", [[1, 2, 3]]);
    expect(answer.rows[0]?.n).toEqual([1, 2, 3]);
  });
});
