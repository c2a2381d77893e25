import { EXPORT_RESOURCES } from "@suyuan/api/services/export/export-resources";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import type { z } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../support/test-env.ts";
import { useTestServer } from "../support/test-server.ts";
import { loginCookie } from "../support/trpc-http.ts";

const server = useTestServer();
let cookie: string;

beforeAll(async () => {
  cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
});

// Values that once reached the database and cut an export off after its 200.
const BAD_VALUES: unknown[] = ["a\u0000b", "\ud800", 2 ** 31, -1, "0000-01-01", "2026-02-30", { nested: true }];

/** The filter keys an export's schema declares (an object schema, possibly refined). */
function filterKeys(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  const inner = (schema as unknown as { def?: { in?: z.ZodType; schema?: z.ZodType } }).def;
  return inner?.in ? filterKeys(inner.in) : inner?.schema ? filterKeys(inner.schema) : [];
}

const exportsToProbe = [
  ...Object.entries(EXPORT_RESOURCES).map(([name, resource]) => ({ name, keys: filterKeys(resource.filters) })),
  ...Object.values(RESOURCES)
    .filter((definition) => definition.keys.export)
    .map((definition) => ({ name: definition.name, keys: Object.keys(definition.filters) })),
];

describe("exports refuse bad filters before the first byte", () => {
  it("answers every bad filter value with a clear 400, or the whole file; never a cut-off stream", async () => {
    expect(exportsToProbe.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const { name, keys } of exportsToProbe) {
      for (const key of keys) {
        for (const value of BAD_VALUES) {
          const q = encodeURIComponent(JSON.stringify({ [key]: value }));
          const label = `${name} ${key}=${JSON.stringify(value)}`;
          try {
            const response = await fetch(`${server().url}/export/${name}?format=csv&q=${q}`, { headers: { cookie } });
            // Reading the body to the end proves the stream was not cut off.
            const body = await response.text();
            if (response.status >= 500) failures.push(`${label}: ${response.status}`);
            if (response.status === 400 && !(JSON.parse(body) as { message?: string }).message)
              failures.push(`${label}: 400 without a message`);
          } catch (error) {
            failures.push(`${label}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(server().logText()).not.toMatch(/"level":50/);
  }, 600_000);
});
