/** Messages of the resource kit's shared field rules (spread into messagesZh). */
export const messagesKitZh = {
  "validation.textInvalid": "包含无法保存的字符（如空字符或残缺的表情符号），请删除后重试",
  "validation.monthFormat": "请填写正确的月份（yyyy-MM）",
  "validation.dateTimeFormat": "请填写正确的时间（yyyy-MM-dd HH:mm）",
  "validation.url": "请填写以 http:// 或 https:// 开头的网址",
  "validation.idCard": "身份证号码不正确（18位，最后一位为校验码）",
  "validation.number": "请填写数字",
  "validation.integer": "请填写整数",
  "validation.tooSmall": "数值太小",
  "validation.tooBig": "数值太大",
  "validation.decimals": "小数位数太多",
  "validation.choose": "请选择",
  "error.duplicate": "已存在相同的记录",
  "error.stockNegative": "库存不足：出库后数量不能小于 0",
  "error.sameState": "状态没有变化",
  "error.goodsNotListable": "只有已审核通过企业的已审核商品才能上架商城",
} as const;
