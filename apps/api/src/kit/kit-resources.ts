import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { pathToFileURL } from "node:url";
import { extraResourceModules } from "../env.ts";

// The resources the API serves: the product's (RESOURCES), plus, in tests only, the definitions
// of the modules SUYUAN_TEST_RESOURCE_MODULES names (env.ts), loaded before any router or service
// is built. The services, routers, legacy paths and exports are built from this list.

const isDefinition = (value: unknown): value is ResourceDefinition =>
  typeof value === "object" && value !== null && "schemas" in value && "keys" in value && "model" in value;

const extras = await Promise.all(
  extraResourceModules().map(async (path) =>
    Object.values((await import(pathToFileURL(path).href)) as Record<string, unknown>).filter(isDefinition),
  ),
);

/** Every kit resource the API serves, by name; typed as RESOURCES (the extras are test fixtures). */
export const KIT_RESOURCES = {
  ...RESOURCES,
  ...Object.fromEntries(extras.flat().map((definition) => [definition.name, definition])),
};
