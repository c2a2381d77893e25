import type { Label } from "@suyuan/contracts/kit/fields";

// The texts of the traffic statistics page (流量统计) and its work bench card.

export const TRAFFIC_TEXTS = {
  title: { zh: "流量统计", en: "Traffic statistics" },
  hint: {
    zh: "公开站点的访问：浏览量（PV）、访客（UV，按天计）、IP、来源、搜索词、受访页面、入口页面与地区。今天的数据约 5 秒后可见。",
    en: "Visits to the public site: page views (PV), visitors (UV, per day), addresses, sources, search words, pages, entry pages and areas. Today's views show within about 5 seconds.",
  },
  today: { zh: "今天", en: "Today" },
  yesterday: { zh: "昨天", en: "Yesterday" },
  days7: { zh: "近7天", en: "7 days" },
  days30: { zh: "近30天", en: "30 days" },
  range: { zh: "自定义", en: "Range" },
  rangePicker: { zh: "日期范围", en: "Dates" },
  pv: { zh: "浏览量(PV)", en: "Page views" },
  visitors: { zh: "访客数(UV)", en: "Visitors" },
  ip: { zh: "IP数", en: "Addresses" },
  trend: { zh: "访问趋势", en: "Trend" },
  sources: { zh: "来源分布", en: "Sources" },
  areas: { zh: "地区排行", en: "Areas" },
  pages: { zh: "受访页面", en: "Pages" },
  entries: { zh: "入口页面", en: "Entry pages" },
  words: { zh: "搜索词", en: "Search words" },
  links: { zh: "外部链接", en: "Linking sites" },
  engines: { zh: "搜索引擎", en: "Search engines" },
  page: { zh: "页面", en: "Page" },
  word: { zh: "搜索词", en: "Search word" },
  host: { zh: "来源网站", en: "Site" },
  engine: { zh: "搜索引擎", en: "Engine" },
  empty: { zh: "这段时间没有访问", en: "No visits in this period" },
  export: { zh: "导出", en: "Export" },
  settings: { zh: "统计设置", en: "Settings" },
  collect: { zh: "收集公开页面的访问", en: "Collect visits to the public pages" },
  retention: { zh: "原始访问记录保留天数（汇总数据长期保留）", en: "Days raw views are kept (daily figures are kept)" },
  save: { zh: "保存", en: "Save" },
  saved: { zh: "已保存", en: "Saved" },
} satisfies Record<string, Label>;
