import { sqlModel } from "@suyuan/api/kit/sql-model";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { queryRows } from "@suyuan/db/client";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../../support/test-server.ts";

// A field a definition lets people leave empty must land in a column that may be empty: an
// optional value on a NOT NULL column reached the database as null and answered 500 (a daily
// report without a turnover). Such a field declares the column's default instead, or its
// service fills the column; the second kind is listed here with who fills it.

useTestServer();

/** Empty fields on NOT NULL columns that a resource's hooks fill before the write. */
const FILLED_BY_THE_SERVICE: Record<string, string> = {
  "training.attendeeCount": "the number of chosen attendees (training-hooks)",
  "purchaseOrder.villagerName": "the chosen villager record's name (agency villager columns)",
  "salesAgency.villagerName": "the chosen villager record's name (agency villager columns)",
  "salesAgency.goodsName": "the chosen goods' name (sales-agency-hooks)",
  "sale.enterpriseId": "the sold goods' enterprise (sale-hooks)",
  // Typed secrets: required on create, the stored one kept when left blank on edit (typed-secrets).
  "webhookAuth.password": "a typed secret (typedSecretHooks)",
  "oss.secretId": "a typed secret (typedSecretHooks)",
  "oss.appKey": "a typed secret (typedSecretHooks)",
  "statAccount.password": "a typed secret (typedSecretHooks)",
  "statAccount.tjToken": "a typed secret (typedSecretHooks)",
};

type ColumnRow = { table_name: string; column_name: string };

describe("optional fields and NOT NULL columns", () => {
  it("every field that may be left empty is stored in a nullable column, takes a default, or is filled by its service", async () => {
    const notNull = new Set(
      (
        await queryRows<ColumnRow>(
          `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_nullable = 'NO'`,
        )
      ).map((row) => `${row.table_name}.${row.column_name}`),
    );
    const findings: string[] = [];
    const filled: string[] = [];
    for (const [name, definition] of Object.entries(RESOURCES)) {
      const model = sqlModel(definition.model);
      if (!model) throw new Error(`${name}: no model ${definition.model}`);
      for (const [key, spec] of Object.entries(
        definition.fields as Record<string, { input: { safeParse(v: unknown): { success: boolean; data?: unknown } } }>,
      )) {
        const empty = [undefined, null].some((value) => {
          const parsed = spec.input.safeParse(value);
          return parsed.success && parsed.data === null;
        });
        const column = model.columns.get(key);
        if (!empty || !column || !notNull.has(`${model.table}.${column.column}`)) continue;
        // The enterprise of an enterprise-scoped row is the signed-in member's, or chosen by staff.
        if (key === "enterpriseId" && definition.scope === "enterprise") continue;
        if (FILLED_BY_THE_SERVICE[`${name}.${key}`]) filled.push(`${name}.${key}`);
        else findings.push(`${name}.${key} may be empty but ${model.table}.${column.column} is NOT NULL`);
      }
    }
    expect(findings).toEqual([]);
    // The list above names only fields that still need it.
    expect(filled.sort()).toEqual(Object.keys(FILLED_BY_THE_SERVICE).sort());
  });
});
