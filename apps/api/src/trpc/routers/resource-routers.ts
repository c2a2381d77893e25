import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { lookupReaders, resourceRouter } from "../../kit/resource-router.ts";
import { createResourceService, type ResourceHooks } from "../../kit/resource-service.ts";

const ALL: readonly ResourceDefinition[] = Object.values(RESOURCES);

/** What each resource adds by hand: service hooks and procedures beside the generated ones. */
const HOOKS: { [K in keyof typeof RESOURCES]?: ResourceHooks } = {};

export const RESOURCE_SERVICES = Object.fromEntries(
  Object.entries(RESOURCES).map(([name, definition]) => [
    name,
    createResourceService(definition, HOOKS[name as keyof typeof RESOURCES]),
  ]),
) as { [K in keyof typeof RESOURCES]: ReturnType<typeof createResourceService> };

const options = (definition: ResourceDefinition) => ({ readers: lookupReaders(definition.name, ALL) });
const service = (definition: ResourceDefinition) => RESOURCE_SERVICES[definition.name as keyof typeof RESOURCES];

/** The routers of every kit resource, keyed like RESOURCES. */
export const resourceRouters = {
  town: resourceRouter(RESOURCES.town, service(RESOURCES.town), options(RESOURCES.town)),
  villageStation: resourceRouter(
    RESOURCES.villageStation,
    service(RESOURCES.villageStation),
    options(RESOURCES.villageStation),
  ),
};
