import {
  ZFlowAreaInput,
  ZFlowAreas,
  ZFlowPages,
  ZFlowPagesInput,
  ZFlowPeriod,
  ZFlowSearchWordInput,
  ZFlowSearchWords,
  ZFlowSourceInput,
  ZFlowSources,
  ZFlowTrend,
  ZFlowVisitors,
  type TFlowPages,
} from "@suyuan/contracts/traffic/traffic-operations";
import { currentSite } from "../../../services/access/site-scope.ts";
import {
  flowAreas,
  flowPages,
  flowSearchWords,
  flowSources,
  flowTrend,
  flowVisitors,
} from "../../../services/traffic/traffic-figures.ts";
import { todayInChina } from "../../../lib/stored-day.ts";
import { flowWindow } from "../../../services/traffic/traffic-period.ts";
import { permissionProcedure } from "../../init.ts";

// The traffic figures of the current site's public pages (流量统计), at the origin's flow/* paths.

const flowProcedure = () => permissionProcedure("/flow/list");

/** flow/pv/list: views, addresses and visitors per hour, day or month of the period. */
export const flowTrendProcedure = flowProcedure()
  .meta({ legacy: { paths: ["/flow/pv/list"] } })
  .input(ZFlowPeriod)
  .output(ZFlowTrend)
  .query(({ ctx, input }) => flowTrend(currentSite(ctx), flowWindow(input)));

/** flow/source/list: where visits came from (or engines, linking hosts, search words, areas); this year by default. */
export const flowSourcesProcedure = flowProcedure()
  .meta({ legacy: { paths: ["/flow/source/list"] } })
  .input(ZFlowSourceInput)
  .output(ZFlowSources)
  .query(({ ctx, input }) =>
    flowSources(currentSite(ctx), flowWindow(input, 2), input.type ?? "source", input.count ?? 10),
  );

/** flow/area/list: visitors' provinces. */
export const flowAreasProcedure = flowProcedure()
  .meta({ legacy: { paths: ["/flow/area/list"] } })
  .input(ZFlowAreaInput)
  .output(ZFlowAreas)
  .query(({ ctx, input }) => flowAreas(currentSite(ctx), flowWindow(input), input.target ?? 0));

/** flow/visitor/list: visits by the pages seen. */
export const flowVisitorsProcedure = flowProcedure()
  .meta({ legacy: { paths: ["/flow/visitor/list"] } })
  .input(ZFlowPeriod)
  .output(ZFlowVisitors)
  .query(({ ctx, input }) => flowVisitors(currentSite(ctx), flowWindow(input)));

// The origin answers pages as a JSON text in `data` beside totalCount; its clients parse it.
const pagesAnswer = (output: unknown) => {
  const pages = output as TFlowPages;
  return { body: { data: JSON.stringify(pages.items), totalCount: pages.totalCount } };
};

const pagesOptions = (input: {
  orderBy?: number | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}) => ({
  orderBy: input.orderBy ?? 1,
  page: input.page ?? 1,
  pageSize: input.pageSize ?? 20,
});

/** flow/pages/list: pages by views (or visitors); today by default. */
export const flowPagesProcedure = flowProcedure()
  .meta({ legacy: { paths: ["/flow/pages/list"], answer: pagesAnswer } })
  .input(ZFlowPagesInput)
  .output(ZFlowPages)
  .query(({ ctx, input }) => flowPages(currentSite(ctx), flowWindow(input), "page", pagesOptions(input)));

/** flow/enterpage/list: the pages visits started on. */
export const flowEntryPagesProcedure = flowProcedure()
  .meta({ legacy: { paths: ["/flow/enterpage/list"], answer: pagesAnswer } })
  .input(ZFlowPagesInput)
  .output(ZFlowPages)
  .query(({ ctx, input }) => flowPages(currentSite(ctx), flowWindow(input), "entry", pagesOptions(input)));

const slashDay = (text: string | undefined) =>
  text?.replace(
    /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/,
    (_, y: string, m: string, d: string) => `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`,
  );

/** flow/searchword/list: the words visitors searched for before coming (start_date..end_date; today by default). */
export const flowSearchWordsProcedure = flowProcedure()
  // The whole report is the body (its `items` and `total` are no list page).
  .meta({ legacy: { paths: ["/flow/searchword/list"], answer: (output) => ({ body: output }) } })
  .input(ZFlowSearchWordInput)
  .output(ZFlowSearchWords)
  .query(({ ctx, input }) => {
    const today = todayInChina();
    const from = slashDay(input.start_date) ?? today;
    const to = slashDay(input.end_date) ?? from;
    return flowSearchWords(currentSite(ctx), from <= to ? from : to, from <= to ? to : from);
  });
