/** Messages the server and the forms share. Keys are stable; the text is what users read. */
export const messagesZh = {
  // validation (spec section 5)
  "validation.usernameRequired": "请填写用户名",
  "validation.passwordRequired": "请填写密码",
  "validation.mobileInvalid": "请填写正确的手机号",
  "validation.passwordRule": "密码至少8位、包含字母、数字、特殊字符",
  "validation.passwordRepeatRequired": "请再次输入密码",
  "validation.passwordMismatch": "两次输入密码不一致",
  "validation.origPasswordRequired": "请输入旧密码",
  "validation.newPasswordRequired": "请输入密码",
  "validation.required": "此项为必填项",
  "validation.tooLong": "内容过长（最多 {max} 个字符）",
  "validation.invalid": "格式不正确",
  // errors (legacy codes in brackets where they differ from the key)
  "error.badRequest": "请检查参数",
  "error.parameter": "参数错误",
  "error.unknownApp": "appId 无效或已停用",
  "error.badSign": "签名错误",
  "error.notFound": "数据不存在",
  "error.replay": "重复的请求",
  "error.forbidden": "没有权限",
  "error.userNotFound": "未找到该用户",
  "error.userDisabled": "该账号已被禁用",
  "error.userLocked": "登录失败次数过多，账号已锁定，请于 {until} 后再试",
  "error.unauthenticated": "未登录或登录已失效，请重新登录",
  "error.sessionTimeout": "长时间未操作，登录已超时，请重新登录",
  "error.wrongCredentials": "用户名或密码错误",
  "error.usernameTaken": "用户名已存在，请联系管理员",
  "error.aes": "密码解密失败",
  "error.wrongOrigPassword": "原密码输入不正确",
  "error.payloadTooLarge": "请求内容过大",
  "error.unsupportedMediaType": "请求格式不正确，需要表单提交",
  "error.internal": "服务器内部错误",
  "error.siteNotAllowed": "无权访问该站点",
} as const;

export type MessageKey = keyof typeof messagesZh;
