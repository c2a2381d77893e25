import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { lookupReaders, resourceRouter } from "../../kit/resource-router.ts";
import { createResourceService, type ResourceHooks } from "../../kit/resource-service.ts";
import { baseHooks } from "../../services/base/base-hooks.ts";
import { commerceInfoHooks } from "../../services/commerce-info/commerce-info-hooks.ts";
import { personInfoHooks } from "../../services/person-info/person-info-hooks.ts";
import { trainingHooks } from "../../services/training/training-hooks.ts";
import { userInfoHooks } from "../../services/user-info/user-info-hooks.ts";
import { addOrUpdatePersonProcedure } from "./person-info/add-or-update-person.ts";
import { findPersonStateHistoryProcedure } from "./person-info/find-person-state-history.ts";
import { updatePersonStateProcedure } from "./person-info/update-person-state.ts";
import { expressHooks } from "../../services/express/express-hooks.ts";
import { mallItemHooks } from "../../services/mall/mall-hooks.ts";
import { saleHooks } from "../../services/sale/sale-hooks.ts";
import { townStatisticHooks } from "../../services/statistics/statistics-hooks.ts";
import { stockHooks } from "../../services/stock/stock-hooks.ts";
import { findSaleMonthlyProcedure } from "./sale/find-sale-monthly.ts";
import { findStatisticMonthProcedure } from "./statistics/find-statistic-month.ts";
import { findStatisticSeriesProcedure } from "./statistics/find-statistic-series.ts";
import { countLowStockProcedure } from "./stock/count-low-stock.ts";
import { findStockMovementsProcedure } from "./stock/find-stock-movements.ts";
import { moveStockProcedure } from "./stock/move-stock.ts";

const ALL: readonly ResourceDefinition[] = Object.values(RESOURCES);

/** What each resource adds by hand: service hooks and procedures beside the generated ones. */
const HOOKS: { [K in keyof typeof RESOURCES]?: ResourceHooks } = {
  townStatistic: townStatisticHooks,
  express: expressHooks,
  stock: stockHooks,
  sale: saleHooks,
  mallItem: mallItemHooks,
  userInfo: userInfoHooks,
  personInfo: personInfoHooks,
  training: trainingHooks,
  commerceInfo: commerceInfoHooks,
  base: baseHooks,
};

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
  userInfo: resourceRouter(RESOURCES.userInfo, service(RESOURCES.userInfo), options(RESOURCES.userInfo)),
  personInfo: resourceRouter(RESOURCES.personInfo, service(RESOURCES.personInfo), {
    ...options(RESOURCES.personInfo),
    extra: {
      updateState: updatePersonStateProcedure,
      findStateHistory: findPersonStateHistoryProcedure,
      addOrUpdate: addOrUpdatePersonProcedure(service(RESOURCES.personInfo)),
    },
  }),
  training: resourceRouter(RESOURCES.training, service(RESOURCES.training), options(RESOURCES.training)),
  commerceInfo: resourceRouter(
    RESOURCES.commerceInfo,
    service(RESOURCES.commerceInfo),
    options(RESOURCES.commerceInfo),
  ),
  townStatistic: resourceRouter(RESOURCES.townStatistic, service(RESOURCES.townStatistic), {
    ...options(RESOURCES.townStatistic),
    extra: { findSeries: findStatisticSeriesProcedure, findMonth: findStatisticMonthProcedure },
  }),
  express: resourceRouter(RESOURCES.express, service(RESOURCES.express), options(RESOURCES.express)),
  stock: resourceRouter(RESOURCES.stock, service(RESOURCES.stock), {
    ...options(RESOURCES.stock),
    extra: {
      move: moveStockProcedure,
      findMovements: findStockMovementsProcedure,
      countLow: countLowStockProcedure,
    },
  }),
  sale: resourceRouter(RESOURCES.sale, service(RESOURCES.sale), {
    ...options(RESOURCES.sale),
    extra: { findMonthly: findSaleMonthlyProcedure },
  }),
  mallItem: resourceRouter(RESOURCES.mallItem, service(RESOURCES.mallItem), options(RESOURCES.mallItem)),
  base: resourceRouter(RESOURCES.base, service(RESOURCES.base), options(RESOURCES.base)),
};
