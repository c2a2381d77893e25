/** Messages of the tag wizard and the QR codes (spread into messagesZh and messagesEn). */
export const messagesDirectiveZh = {
  "validation.directiveNameRequired": "请填写标签名称",
  "validation.directiveKind": "请选择标签类型（内容列表、栏目列表或广告）",
  "validation.directiveContentRequired": "单篇内容请填写内容ID",
  "validation.directiveChannelRequired": "请选择栏目",
  "error.directiveNameTaken": "本站已有该名称的标签向导",
  "validation.qrUrlRequired": "请填写网址",
  "error.qrUrlForeign": "只能为本人管理的站点的网址生成二维码",
} as const;

export const messagesDirectiveEn: Record<keyof typeof messagesDirectiveZh, string> = {
  "validation.directiveNameRequired": "Please fill in the tag's name",
  "validation.directiveKind": "Please choose the kind of tag (content list, channel list or ad)",
  "validation.directiveContentRequired": "A single content tag needs the content ID",
  "validation.directiveChannelRequired": "Please choose a channel",
  "error.directiveNameTaken": "This site already has a saved tag of that name",
  "validation.qrUrlRequired": "Please fill in the address",
  "error.qrUrlForeign": "QR codes are made only for addresses of the sites you manage",
};
