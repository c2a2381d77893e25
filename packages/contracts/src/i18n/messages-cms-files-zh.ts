/** Messages of CMS attachments, the rich-text editor's uploads and topics (spread into messagesZh). */
export const messagesCmsFilesZh = {
  "cmsFile.remoteUrlInvalid": "远程图片地址无效：只能抓取 http 或 https 地址",
  "cmsFile.remoteHostRefused": "不能抓取内网或本机地址的图片",
  "cmsFile.remoteFetchFailed": "远程图片抓取失败",
  "cmsFile.remoteTooLarge": "远程图片过大（最大 5 MB）",
  "cmsFile.remoteTooMany": "一次最多抓取 20 张远程图片",
  "cmsFile.scrawlInvalid": "涂鸦内容无效",
  "cmsFile.stillReferenced": "附件仍被内容、栏目或专题引用，不能删除",
  "cmsFile.noFreeFiles": "没有可清理的无效附件",
  "topic.channelUnknown": "所选栏目不存在",
} as const;
