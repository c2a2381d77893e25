import { townResource } from "../town/town-resource.ts";
import { villageStationResource } from "../village-station/village-station-resource.ts";

/**
 * Every resource built by the kit. A new resource is its Prisma model, its definition file and
 * one line here: the API, the legacy paths and the pages come from this list.
 */
export const RESOURCES = {
  town: townResource,
  villageStation: villageStationResource,
} as const;

export type ResourceName = keyof typeof RESOURCES;
