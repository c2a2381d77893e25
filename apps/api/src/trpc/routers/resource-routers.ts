import type { AnyProcedure } from "@trpc/server";
import type { z } from "zod";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { RESOURCES, type ResourceName } from "@suyuan/contracts/kit/resource-registry";
import { lookupReaders, resourceRouter, type Typed } from "../../kit/resource-router.ts";
import { RESOURCE_SERVICES } from "../../services/resource-services.ts";
import { addOrUpdatePersonProcedure } from "./person-info/add-or-update-person.ts";
import { findPersonStateHistoryProcedure } from "./person-info/find-person-state-history.ts";
import { updatePersonStateProcedure } from "./person-info/update-person-state.ts";
import { findSaleMonthlyProcedure } from "./sale/find-sale-monthly.ts";
import { findStatisticMonthProcedure } from "./statistics/find-statistic-month.ts";
import { findStatisticSeriesProcedure } from "./statistics/find-statistic-series.ts";
import { countLowStockProcedure } from "./stock/count-low-stock.ts";
import { findStockMovementsProcedure } from "./stock/find-stock-movements.ts";
import { moveStockProcedure } from "./stock/move-stock.ts";

const ALL: readonly ResourceDefinition[] = Object.values(RESOURCES);

/** Hand-written procedures beside the generated ones, per resource. */
const EXTRA = {
  personInfo: {
    updateState: updatePersonStateProcedure,
    findStateHistory: findPersonStateHistoryProcedure,
    addOrUpdate: addOrUpdatePersonProcedure(RESOURCE_SERVICES.personInfo),
  },
  townStatistic: { findSeries: findStatisticSeriesProcedure, findMonth: findStatisticMonthProcedure },
  stock: { move: moveStockProcedure, findMovements: findStockMovementsProcedure, countLow: countLowStockProcedure },
  sale: { findMonthly: findSaleMonthlyProcedure },
};

type Extra = typeof EXTRA;
type RouterOf<D, X> =
  D extends Typed<
    infer Find extends z.ZodType,
    infer FindOutput extends z.ZodType,
    infer Item extends z.ZodType,
    infer Fields extends z.ZodType,
    infer Update extends z.ZodType<{ id: number; data: unknown }>
  >
    ? ReturnType<typeof resourceRouter<Find, FindOutput, Item, Fields, Update, X & Record<string, AnyProcedure>>>
    : never;

/**
 * The router of every kit resource, keyed like RESOURCES: built from the registry, so a plain
 * resource needs no line here; one with hand-written procedures lists them in EXTRA.
 */
export const resourceRouters = Object.fromEntries(
  Object.entries(RESOURCES).map(([name, definition]) => [
    name,
    // Typed per resource by the cast below; built alike for all.
    resourceRouter(definition as never, RESOURCE_SERVICES[name as ResourceName], {
      readers: lookupReaders(definition.name, ALL),
      extra: (EXTRA as Record<string, Record<string, AnyProcedure> | undefined>)[name] ?? {},
    }),
  ]),
) as unknown as {
  [K in ResourceName]: RouterOf<(typeof RESOURCES)[K], K extends keyof Extra ? Extra[K] : Record<never, never>>;
};
