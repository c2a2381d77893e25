/** Messages of static pages, the search index jobs and scheduled tasks (spread into messagesZh and messagesEn). */
export const messagesStaticZh = {
  "staticPages.channelNotFound": "所选栏目不存在",
  "staticPages.noAddress": "站点没有域名或访问路径，无法生成静态页面",
  "staticPages.siteClosed": "站点已关闭，无法生成静态页面",
  "staticPages.jobRunning": "相同的任务正在进行中，请等待其完成",
  "staticPages.contentNotChecked": "内容「{title}」尚未审核通过，不能生成静态页",
  "staticPages.contentNotPublic": "内容「{title}」不对公众开放（尚未发布或仅限会员），不能生成静态页",
  "staticPages.renderFailed": "内容「{title}」的页面生成失败：{message}",
  "task.cronInvalid": "Cron 表达式无效：请填写 5 段（分 时 日 月 周），或带秒的 6 段",
  "task.neverRuns": "按此设置任务永远不会执行",
  "task.typeNotOffered": "采集和分发任务尚未提供，请选择静态化任务",
  "task.previousRunning": "上一次执行尚未结束，本次跳过",
} as const;

export const messagesStaticEn: Record<keyof typeof messagesStaticZh, string> = {
  "staticPages.channelNotFound": "The chosen channel does not exist",
  "staticPages.noAddress": "The site has neither a domain nor an access path: no static pages can be generated",
  "staticPages.siteClosed": "The site is closed: no static pages can be generated",
  "staticPages.jobRunning": "The same job is already under way; please wait for it to finish",
  "staticPages.contentNotChecked": "“{title}” is not approved: its static page cannot be generated",
  "staticPages.contentNotPublic":
    "“{title}” is not open to the public (not released yet, or members only): its static page cannot be generated",
  "staticPages.renderFailed": "The page of “{title}” could not be generated: {message}",
  "task.cronInvalid": "Invalid cron expression: give 5 fields (minute hour day month weekday), or 6 with seconds",
  "task.neverRuns": "With these settings the task would never run",
  "task.typeNotOffered": "Collection and distribution tasks are not offered yet; choose a static pages task",
  "task.previousRunning": "The previous run is still under way; this one was skipped",
};
