import { createServicesOf } from "@suyuan/api/services/resource-services";
import type { ServiceContext } from "@suyuan/api/services/service-context";
import type { FilterSpec } from "@suyuan/contracts/kit/define-resource";
import { RESOURCES, type ResourceName } from "@suyuan/contracts/kit/resource-registry";
import { okEnvelope, okEnvelopeText } from "@suyuan/api/legacy/envelope";
import { serializedListText, wireTransformer } from "@suyuan/api/trpc/wire-transformer";
import { beforeAll, describe, expect, it } from "vitest";
import { adminServiceContext } from "../../apps/api/scripts/seed-demo-context.ts";
import { seedMasterDemo } from "../../apps/api/scripts/seed-demo-master.ts";
import { seedRuralDemo } from "../../apps/api/scripts/seed-demo-rural.ts";
import { seedTraceabilityDemo } from "../../apps/api/scripts/seed-demo-traceability.ts";
import { seedWorkPlatformDemo } from "../../apps/api/scripts/seed-demo-work-platform.ts";
import { seedCmsAssistDemo } from "../../apps/api/scripts/seed-demo-cms-assist.ts";
import { seedCmsDemo } from "../../apps/api/scripts/seed-demo-cms.ts";
import { seedWorkflowDemo } from "../../apps/api/scripts/seed-demo-workflows.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// Every kit list has two paths: one SQL statement by the driver (kit/sql-list.ts, the fast one)
// and Prisma's findMany + count. Over the whole demo data, each resource answers the same page
// both ways for every sort, every filter with values taken from its own rows, and paging edges,
// and the statement path must serve every one of them (no silent fall-back to Prisma), except
// the lists whose rows carry nested lists the statement does not build (they stay on Prisma).
// workflow: its items carry the ordered steps with their roles' names (a nested select).
// topic: its items carry the channels it is offered in and its content count (a nested select).
const ON_PRISMA: readonly ResourceName[] = ["recall", "traceTemplate", "workflow", "topic"];
// The lists whose items are more than their columns, so they have no JSON-text path
// (kit/sql-list-json.ts); every other list must have one: the items of these are computed by an
// extend or expand hook.
const WITHOUT_JSON: readonly ResourceName[] = [
  ...["personInfo", "stock", "sale", "base", "recall", "batch", "house", "role", "user", "envPlate"],
  ...["traceTemplate", "topic", "workflow", "purchaseOrder", "salesAgency", "dailyReport", "enterpriseCode"],
  "commodityCode",
] as ResourceName[];

const server = useTestServer();
let ctx: ServiceContext;

type Input = Record<string, unknown>;

beforeAll(async () => {
  ctx = await adminServiceContext("kit-list-paths");
  await seedMasterDemo(ctx);
  await seedTraceabilityDemo(ctx, server().config);
  await seedRuralDemo(ctx);
  await seedWorkPlatformDemo(ctx);
  await seedCmsAssistDemo(ctx);
  await seedWorkflowDemo(ctx);
  // Topics (and the channels and content they gather): a smaller run of the content demo.
  await seedCmsDemo(ctx, { articles: 30 });
}, 240_000);

/** A piece of a row's text that a contains filter should find, and LIKE's own characters. */
function textProbes(value: unknown): unknown[] {
  const probes: unknown[] = ["%", "_", "\\", "a"];
  if (typeof value === "string" && value.length > 0) probes.push(value.slice(0, 2), value.slice(-1), value);
  return probes;
}

/** Candidate values of one filter, from the rows the list shows (invalid ones are dropped later). */
function probesOf(spec: FilterSpec, rows: Input[]): unknown[] {
  const sample = rows.slice(0, 3);
  switch (spec.kind) {
    case "contains":
      return sample.flatMap((row) => textProbes(row[spec.column]));
    case "search":
      return sample.flatMap((row) => Object.values(row).flatMap((value) => textProbes(value).slice(4, 5)));
    case "equals":
    case "custom":
      return [...sample.map((row) => row[spec.column]), true, false, 1, "1"];
    case "has":
      return sample.flatMap((row) => {
        const list: unknown = row[spec.column];
        return Array.isArray(list) ? (list.slice(0, 1) as unknown[]) : [];
      });
    case "from":
    case "to":
      return ["2000-01-01", "2026-06-01", new Date().toISOString().slice(0, 10), "2999-12-31"];
    case "oneOf":
      return spec.options.map((option) => option.value);
    case "flag":
      return [true, false];
  }
}

describe("kit lists: the SQL statement answers as Prisma does", () => {
  for (const name of Object.keys(RESOURCES) as ResourceName[]) {
    it(name, async () => {
      const definition = RESOURCES[name];
      const viaSql = createServicesOf(name, { listPath: ON_PRISMA.includes(name) ? "auto" : "sql" });
      const viaPrisma = createServicesOf(name, { listPath: "prisma" });
      const parse = (input: Input) => definition.schemas.find.safeParse({ page: 1, pageSize: 20, ...input });

      const all = await viaPrisma.find(ctx, { page: 1, pageSize: 100 });
      const rows = all.items as Input[];
      const inputs: Input[] = [{}, { page: 2, pageSize: 3 }, { page: 999, pageSize: 5 }, { pageSize: 1 }];
      for (const sortBy of definition.sortKeys)
        for (const sortDir of ["asc", "desc"]) inputs.push({ sortBy, sortDir, pageSize: 5 });
      const chosen: Input = {};
      for (const [key, spec] of Object.entries(definition.filters))
        for (const value of probesOf(spec, rows)) {
          if (!parse({ [key]: value }).success) continue;
          inputs.push({ [key]: value });
          chosen[key] ??= value;
        }
      inputs.push(chosen);

      let compared = 0;
      let jsonCompared = 0;
      for (const input of inputs) {
        const parsed = parse(input);
        if (!parsed.success) continue;
        const expected = await viaPrisma.find(ctx, parsed.data as Input & { page: number; pageSize: number });
        const actual = await viaSql.find(ctx, parsed.data as Input & { page: number; pageSize: number });
        expect(actual, `${name} ${JSON.stringify(input)}`).toEqual(expected);
        compared++;
        const json = await viaSql.findJson(ctx, parsed.data as Input & { page: number; pageSize: number });
        if (!json) continue;
        // The JSON text path answers what the object path puts on the wire: tRPC's answer (the
        // output parsed, then written by the wire transformer) and the legacy envelope.
        const output = definition.schemas.findOutput.parse(expected);
        const wire = (text: string) => wireTransformer.output.deserialize(JSON.parse(text));
        expect(wire(serializedListText(json)), `${name} ${JSON.stringify(input)} as JSON text`).toEqual(
          wire(JSON.stringify(wireTransformer.output.serialize(output))),
        );
        expect(JSON.parse(okEnvelopeText("zh", json.itemsJson, json.total))).toEqual(
          JSON.parse(JSON.stringify(okEnvelope("zh", output.items, output.total))),
        );
        jsonCompared++;
      }
      // The comparison saw rows: a resource the demo leaves empty would prove nothing.
      expect(rows.length, `${name} has demo rows`).toBeGreaterThan(0);
      expect(compared).toBeGreaterThan(3);
      if (WITHOUT_JSON.includes(name)) expect(jsonCompared, `${name} has no JSON-text path`).toBe(0);
      else expect(jsonCompared, `${name} answers as JSON text`).toBe(compared);
    });
  }
});

describe("text filters", () => {
  it("match LIKE's own characters literally on both paths", async () => {
    for (const name of ["提成50%合作社", "A_1 农场", "反斜杠\\农场"])
      await prisma.enterprise.create({ data: { name } });
    for (const path of ["sql", "prisma"] as const) {
      const find = (name: string) =>
        createServicesOf("enterprise", { listPath: path })
          .find(ctx, { page: 1, pageSize: 50, name })
          .then((list) => list.items.map((item) => item.name));
      expect(await find("%"), path).toEqual(["提成50%合作社"]);
      expect(await find("_"), path).toEqual(["A_1 农场"]);
      expect(await find("\\"), path).toEqual(["反斜杠\\农场"]);
      expect(await find("a_1"), path).toEqual(["A_1 农场"]);
    }
  });
});
