import { delegateOf } from "@suyuan/api/kit/model-delegate";
import { RESOURCE_SERVICES } from "@suyuan/api/services/resource-services";
import { COUNT_CAP } from "@suyuan/contracts/common/list";
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

// Every kit list is one statement written by PostgreSQL (kit/sql-list-json.ts). Over the whole
// demo data, each resource's page, for every sort, every filter with values taken from its own
// rows, and paging edges, holds the rows Prisma's findMany selects with the same where (scope,
// filters, hooks), in the same order and page, with the same capped total; and the JSON text
// answers what tRPC's output and the legacy envelope put on the wire. Run on PGlite and, with
// TEST_DB_KIND=postgres, on a PostgreSQL server.

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

type Page = Input & { page: number; pageSize: number; sortBy?: string; sortDir?: string };

describe("kit lists: the statement selects, orders and pages as Prisma's where does", () => {
  for (const name of Object.keys(RESOURCES) as ResourceName[]) {
    it(name, async () => {
      const definition = RESOURCES[name];
      const service = RESOURCE_SERVICES[name];
      const parse = (input: Input) => definition.schemas.find.safeParse({ page: 1, pageSize: 20, ...input });
      const delegate = delegateOf(prisma, definition.model);

      const all = await service.find(ctx, { page: 1, pageSize: 100 });
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
      for (const input of inputs) {
        const parsed = parse(input);
        if (!parsed.success) continue;
        const query = parsed.data as Page;
        const label = `${name} ${JSON.stringify(input)}`;
        // What Prisma selects with the list's where, ordered and paged as the kit pages.
        const where = await service.where(ctx, query);
        const asked = typeof query.sortBy === "string";
        const sortBy = asked ? query.sortBy! : (definition.defaultSort?.by ?? "createdAt");
        const direction = (!asked && definition.defaultSort?.dir) || (query.sortDir === "asc" ? "asc" : "desc");
        const total = Math.min(await delegate.count({ where }), COUNT_CAP);
        const page = Math.min(query.page, Math.max(1, Math.ceil(total / query.pageSize)));
        const expected = (await delegate.findMany({
          where,
          orderBy: [{ [sortBy]: direction }, { id: direction }],
          skip: (page - 1) * query.pageSize,
          take: query.pageSize,
          select: { id: true },
        })) as { id: number }[];

        const list = await service.find(ctx, query);
        expect(
          list.items.map((item) => item.id),
          label,
        ).toEqual(expected.map((row) => row.id));
        expect({ total: list.total, page: list.page }, label).toEqual({ total, page });

        // The JSON text answers what the object path puts on the wire: tRPC's answer (the output
        // parsed, then written by the wire transformer) and the legacy envelope.
        const json = await service.findJson(ctx, query);
        const output = definition.schemas.findOutput.parse(list);
        const wire = (text: string) => wireTransformer.output.deserialize(JSON.parse(text));
        expect(wire(serializedListText(json)), `${label} as JSON text`).toEqual(
          wire(JSON.stringify(wireTransformer.output.serialize(output))),
        );
        expect(JSON.parse(okEnvelopeText("zh", json.itemsJson, json.total))).toEqual(
          JSON.parse(JSON.stringify(okEnvelope("zh", output.items, output.total))),
        );
        compared++;
      }
      // The comparison saw rows: a resource the demo leaves empty would prove nothing.
      expect(rows.length, `${name} has demo rows`).toBeGreaterThan(0);
      expect(compared).toBeGreaterThan(3);

      // get and the export answer the list's items.
      const first = rows[0]!;
      expect(definition.schemas.item.parse(await service.get(ctx, first.id as number))).toEqual(
        definition.schemas.item.parse(first),
      );
      const exported: Input[] = [];
      for await (const item of service.iterate(ctx, {})) exported.push(item);
      expect(exported.find((item) => item.id === first.id)).toEqual(first);
    });
  }
});

describe("text filters", () => {
  it("match LIKE's own characters literally", async () => {
    for (const name of ["提成50%合作社", "A_1 农场", "反斜杠\\农场"])
      await prisma.enterprise.create({ data: { name } });
    const find = (name: string) =>
      RESOURCE_SERVICES.enterprise
        .find(ctx, { page: 1, pageSize: 50, name })
        .then((list) => list.items.map((item) => item.name));
    expect(await find("%")).toEqual(["提成50%合作社"]);
    expect(await find("_")).toEqual(["A_1 农场"]);
    expect(await find("\\")).toEqual(["反斜杠\\农场"]);
    expect(await find("a_1")).toEqual(["A_1 农场"]);
  });
});
