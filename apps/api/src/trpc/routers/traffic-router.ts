import { router } from "../init.ts";
import {
  flowAreasProcedure,
  flowEntryPagesProcedure,
  flowPagesProcedure,
  flowSearchWordsProcedure,
  flowSourcesProcedure,
  flowTrendProcedure,
  flowVisitorsProcedure,
} from "./traffic/flow-procedures.ts";
import {
  channelViewsProcedure,
  commentSeriesProcedure,
  contentSeriesProcedure,
  getTrafficSettingsProcedure,
  globalStatisticProcedure,
  guestbookSeriesProcedure,
  memberSeriesProcedure,
  updateTrafficSettingsProcedure,
  workloadSeriesProcedure,
} from "./traffic/statistic-procedures.ts";

/** Traffic statistics of the public sites and the current site's work figures (流量统计). */
export const trafficRouter = router({
  trend: flowTrendProcedure,
  sources: flowSourcesProcedure,
  areas: flowAreasProcedure,
  visitors: flowVisitorsProcedure,
  pages: flowPagesProcedure,
  entryPages: flowEntryPagesProcedure,
  searchWords: flowSearchWordsProcedure,
  contentSeries: contentSeriesProcedure,
  workloadSeries: workloadSeriesProcedure,
  memberSeries: memberSeriesProcedure,
  commentSeries: commentSeriesProcedure,
  guestbookSeries: guestbookSeriesProcedure,
  channelViews: channelViewsProcedure,
  global: globalStatisticProcedure,
  getSettings: getTrafficSettingsProcedure,
  updateSettings: updateTrafficSettingsProcedure,
});
