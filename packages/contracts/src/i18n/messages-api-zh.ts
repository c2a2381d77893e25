/** Messages of the API accounts, interfaces and web services (spread into messagesZh). */
export const messagesApiZh = {
  "validation.apiPasswordShort": "独立密码至少6位",
  "apiAccount.passwordUnset": "请先设置接口账户独立密码",
  "apiAccount.passwordWrong": "独立密码错误",
  "apiAccount.defaultKept": "后台默认接口账户不能删除或停用",
  "apiInfo.disabled": "该接口已停用",
  "apiInfo.dailyLimit": "该接口今日调用次数已达上限（{limit} 次）",
  "webhook.addressRefused": "不能推送到内网或本机地址",
} as const;
