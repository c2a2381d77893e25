/** Messages of static pages and the search index jobs (spread into messagesZh and messagesEn). */
export const messagesStaticZh = {
  "staticPages.channelNotFound": "所选栏目不存在",
  "staticPages.noAddress": "站点没有域名或访问路径，无法生成静态页面",
  "staticPages.siteClosed": "站点已关闭，无法生成静态页面",
  "staticPages.jobRunning": "相同的任务正在进行中，请等待其完成",
} as const;

export const messagesStaticEn: Record<keyof typeof messagesStaticZh, string> = {
  "staticPages.channelNotFound": "The chosen channel does not exist",
  "staticPages.noAddress": "The site has neither a domain nor an access path: no static pages can be generated",
  "staticPages.siteClosed": "The site is closed: no static pages can be generated",
  "staticPages.jobRunning": "The same job is already under way; please wait for it to finish",
};
