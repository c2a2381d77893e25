import { queryRows } from "@suyuan/db/client";
import { MODEL_META } from "@suyuan/db/generated/model-meta";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../support/test-server.ts";

// The kit's SQL lists know tables, columns and types from what `prisma generate` wrote
// (packages/db/prisma/generate-model-meta.mjs). The database the migrations made must agree with
// every one of them: a column named or typed otherwise would make a list read the wrong thing.
useTestServer();

type CatalogueRow = { table_name: string; column_name: string; data_type: string; udt_name: string };

describe("the generated model meta", () => {
  it("names every model's table, columns and types as the migrated database has them", async () => {
    const rows = await queryRows<CatalogueRow>(
      `SELECT table_name, column_name, data_type, udt_name FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const catalogue = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row]));
    const disagreements: string[] = [];
    let columns = 0;
    for (const [model, meta] of Object.entries(MODEL_META)) {
      for (const [field, column] of Object.entries(meta.columns)) {
        columns++;
        const found = catalogue.get(`${meta.table}.${column.column}`);
        const said = `${column.dataType}/${column.udt}`;
        const is = found ? `${found.data_type}/${found.udt_name}` : "missing";
        if (said !== is)
          disagreements.push(`${model}.${field} (${meta.table}.${column.column}): meta ${said}, database ${is}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(columns).toBeGreaterThan(500);
  });

  it("gives each to-one relation the key it is held by", () => {
    expect(MODEL_META.Goods?.relations.class).toMatchObject({ model: "GoodsClass", foreignKey: "classId" });
    expect(MODEL_META.Goods?.relations.enterprise).toMatchObject({ model: "Enterprise", foreignKey: "enterpriseId" });
    // A list relation is held by the other side.
    expect(MODEL_META.Enterprise?.relations.goods).toMatchObject({ model: "Goods", foreignKey: null });
  });
});
