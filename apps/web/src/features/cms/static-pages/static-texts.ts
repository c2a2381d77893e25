import type { Label } from "@suyuan/contracts/kit/fields";

// The texts of the static pages (静态页面) and search index (全文检索) pages.

export const STATIC_TEXTS = {
  title: { zh: "静态页面", en: "Static pages" },
  hint: {
    zh: "将首页、栏目页和内容页生成为静态页面：生成后直接发送给访客，模板改动后自动失效并重新动态显示。生成在后台进行，可随时离开本页。",
    en: "Generate the home, channel and content pages as static pages: visitors get them as they are; a template change makes them stale (the dynamic pages show until they are generated again). Jobs run in the background; you may leave this page.",
  },
  settings: { zh: "自动生成", en: "Automatic regeneration" },
  autoSwitch: {
    zh: "内容发布、修改或撤回时自动重新生成其内容页、所在栏目首页和站点首页",
    en: "Regenerate a content's page, its channels' first pages and the home page when it is published, edited or withdrawn",
  },
  pageCount: { zh: "已生成页面：{count} 个", en: "Pages generated: {count}" },
  base: { zh: "生成地址：{base}", en: "Generated for: {base}" },
  noBase: {
    zh: "站点没有域名或访问路径，无法生成静态页面。",
    en: "The site has neither a domain nor an access path: no pages can be generated.",
  },
  home: { zh: "首页", en: "Home page" },
  homeHint: { zh: "生成站点首页。", en: "Generates the site's home page." },
  generateHome: { zh: "生成首页", en: "Generate home page" },
  removeHome: { zh: "删除首页静态页", en: "Remove static home page" },
  removeAll: { zh: "删除全部静态页", en: "Remove all static pages" },
  removeAllTitle: { zh: "删除静态页", en: "Remove static pages" },
  removeAllHint: {
    zh: "删除本站已生成的全部静态页面（首页、栏目页和内容页），访客改看动态页面，直到重新生成。",
    en: "Removes every static page of this site (home, channel and content pages); visitors get the dynamic pages until they are generated again.",
  },
  confirmRemoveAll: {
    zh: "确定删除本站全部静态页面吗？访客将看到动态页面，直到重新生成。",
    en: "Remove every static page of the site? Visitors get the dynamic pages until they are generated again.",
  },
  channels: { zh: "栏目页", en: "Channel pages" },
  channelsHint: {
    zh: "生成栏目的全部列表页；不选栏目时生成所有栏目。",
    en: "Generates every list page of a channel; all channels when none is chosen.",
  },
  channel: { zh: "栏目", en: "Channel" },
  allChannels: { zh: "全部栏目", en: "All channels" },
  containChild: { zh: "包含子栏目", en: "With sub-channels" },
  generateChannels: { zh: "生成栏目页", en: "Generate channel pages" },
  contents: { zh: "内容页", en: "Content pages" },
  contentsHint: {
    zh: "生成已发布内容的页面（所选栏目含子栏目）；可只生成某日以后发布的内容。",
    en: "Generates the pages of published content (the chosen channel with its sub-channels); optionally only content released since a day.",
  },
  startDate: { zh: "发布日期不早于", en: "Released on or after" },
  generateContents: { zh: "生成内容页", en: "Generate content pages" },
  queued: { zh: "任务已提交，正在后台执行", en: "Job queued; it runs in the background" },
  saved: { zh: "已保存", en: "Saved" },
  // Jobs and their progress
  progress: { zh: "任务进度", en: "Progress" },
  recentJobs: { zh: "最近的任务", en: "Recent jobs" },
  noJobs: { zh: "暂无任务", en: "No jobs yet" },
  doneOfTotal: { zh: "{done} / {total}", en: "{done} of {total}" },
  current: { zh: "当前：{item}", en: "Now: {item}" },
  last: { zh: "最后：{item}", en: "Last: {item}" },
  errors: { zh: "失败 {count} 项", en: "{count} failed" },
  errorsKept: { zh: "（仅显示前 100 项）", en: "(the first 100 shown)" },
  startedAt: { zh: "开始时间", en: "Started" },
  finishedAt: { zh: "完成时间", en: "Finished" },
  createdAt: { zh: "提交时间", en: "Queued" },
  kind: { zh: "任务", en: "Job" },
  status: { zh: "状态", en: "Status" },
  // Search index
  luceneTitle: { zh: "全文检索", en: "Search index" },
  luceneHint: {
    zh: "重建内容的全文检索索引（站内搜索依据它查找内容）。不选栏目时重建整个站点。",
    en: "Rebuilds the full-text index of the content (the site search finds content by it); the whole site when no channel is chosen.",
  },
  rebuild: { zh: "重建索引", en: "Rebuild index" },
} as const satisfies Record<string, Label>;

export const JOB_KIND_TEXTS = {
  static_index: { zh: "生成首页", en: "Home page" },
  static_channel: { zh: "生成栏目页", en: "Channel pages" },
  static_content: { zh: "生成内容页", en: "Content pages" },
  static_index_remove: { zh: "删除静态页", en: "Remove pages" },
  static_refresh: { zh: "自动更新", en: "Automatic update" },
  search_index: { zh: "重建索引", en: "Search index" },
} as const satisfies Record<string, Label>;

export const JOB_STATUS_TEXTS = {
  queued: { zh: "排队中", en: "Queued" },
  running: { zh: "进行中", en: "Running" },
  done: { zh: "已完成", en: "Done" },
  failed: { zh: "失败", en: "Failed" },
} as const satisfies Record<string, Label>;
