/** Messages of a site's WeChat account and content sent to it (spread into messagesZh and messagesEn). */
export const messagesWeixinZh = {
  "weixin.secretRequired": "请填写 AppSecret",
  "weixin.tooManyArticles": "一次最多推送 8 篇内容到微信",
  "weixin.noText": "包含没有正文的内容，未推送",
  "weixin.status400": "未能取得微信的访问令牌：请检查本站的微信公众号设置（AppID 和 AppSecret）",
  "weixin.status402": "微信群发失败",
  "weixin.status403": "上传图文消息到微信失败",
  "weixin.status405": "没有可推送的内容：微信图文消息要求每篇内容都有类型图（封面）",
} as const;

export const messagesWeixinEn: Record<keyof typeof messagesWeixinZh, string> = {
  "weixin.secretRequired": "Please enter the AppSecret",
  "weixin.tooManyArticles": "At most 8 items can be sent to WeChat at once",
  "weixin.noText": "An item has no body text; nothing was sent",
  "weixin.status400":
    "No WeChat access token could be obtained: check this site's WeChat account settings (AppID and AppSecret)",
  "weixin.status402": "WeChat refused the mass send",
  "weixin.status403": "Uploading the news to WeChat failed",
  "weixin.status405": "Nothing to send: WeChat news needs a type image (cover) for each item",
} as const;
