import type { Label } from "@suyuan/contracts/kit/fields";

/** The daily report pages' texts (the product's two languages). */
export const DAILY_TEXTS = {
  prefilled: (day: string): Label => ({
    zh: `已按 ${day} 的代购、代销和快递记录预填数量，可修改`,
    en: `Counts pre-filled from the purchase, sales and express records of ${day}; you may change them`,
  }),
  prefilling: { zh: "正在读取当天记录…", en: "Reading the day's records…" },
  prefillAgain: { zh: "重新预填", en: "Pre-fill again" },
  pickFirst: {
    zh: "选择服务站和日期后自动预填当天数量",
    en: "Choose the station and day to pre-fill the day's counts",
  },
  exists: { zh: "该服务站当天已有日报：", en: "The station already has a report for this day: " },
  openExisting: { zh: "打开已有日报", en: "Open it" },
  locked: {
    zh: "该日报已超过 7 天，只有县级人员可以修改或删除。",
    en: "This report is more than 7 days old: only county staff may change or delete it.",
  },
  lockedBadge: { zh: "已锁定", en: "Locked" },
  chartTitle: { zh: "近 30 天", en: "Last 30 days" },
  countsChart: { zh: "来访、订单与快递", en: "Visitors, orders and parcels" },
  turnoverChart: { zh: "营业额（元）", en: "Turnover (CNY)" },
  noData: { zh: "近 30 天没有日报", en: "No reports in the last 30 days" },
  reportedDays: (count: number): Label => ({ zh: `已报 ${count} 天`, en: `${count} days reported` }),
} as const;
