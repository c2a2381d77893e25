// The shared texts the sign-in and registration forms can show (their fields' rules): the only
// contract texts that come with the web app; the rest arrive with the signed-in app (the web's
// i18n/format-message.ts).
export const messagesSignInZh = {
  "validation.usernameRequired": "请填写用户名",
  "validation.passwordRequired": "请填写密码",
  "validation.mobileInvalid": "请填写正确的手机号",
  "validation.passwordRule": "密码至少8位、包含字母、数字、特殊字符",
  "validation.passwordRepeatRequired": "请再次输入密码",
  "validation.newPasswordRequired": "请输入密码",
  "validation.passwordMismatch": "两次输入密码不一致",
  "validation.required": "此项为必填项",
  "validation.tooLong": "内容过长",
  "validation.invalid": "格式不正确",
  "validation.textInvalid": "包含无法保存的字符（如空字符或残缺的表情符号），请删除后重试",
} as const;
