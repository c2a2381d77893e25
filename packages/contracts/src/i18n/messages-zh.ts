import { messagesWeixinZh } from "../weixin/weixin-messages.ts";
import { messagesStaticZh } from "../static-pages/static-messages.ts";
import { messagesBackupZh } from "../database-backup/backup-messages.ts";
import { messagesWatermarkZh } from "../config/watermark.ts";
import { messagesTemplateZh } from "../template/template-messages-zh.ts";
import { messagesSignInZh } from "./messages-sign-in-zh.ts";
import { messagesKitZh } from "./messages-kit-zh.ts";
import { messagesTraceZh } from "./messages-trace-zh.ts";
import { messagesApplyZh } from "./messages-apply-zh.ts";
import { messagesRecallZh } from "./messages-recall-zh.ts";
import { messagesDailyCodesZh } from "./messages-daily-codes-zh.ts";
import { messagesAudienceZh } from "./messages-audience-zh.ts";
import { messagesApiZh } from "./messages-api-zh.ts";
import { messagesMembersZh } from "./messages-members-zh.ts";
import { messagesCmsFilesZh } from "./messages-cms-files-zh.ts";
import { messagesChannelZh } from "./messages-channel-zh.ts";
import { messagesAgencyZh } from "./messages-agency-zh.ts";
import { messagesStationsZh } from "./messages-stations-zh.ts";
import { messagesContentZh } from "./messages-content-zh.ts";
import { messagesSiteZh } from "./messages-site-zh.ts";
import { messagesDirectiveZh } from "../directive/directive-messages.ts";

/** Messages the server and the forms share. Keys are stable; the text is what users read. */
export const messagesZh = {
  ...messagesSignInZh,
  // validation (spec section 5)
  "validation.origPasswordRequired": "请输入旧密码",
  "validation.lockAfterCaptcha": "锁定所需的失败次数须大于需要验证码的次数（0 表示不锁定）",
  "validation.registerItemField": "字段名只能包含字母、数字和下划线，且不能以数字开头",
  "validation.registerItemChoices": "下拉列表、复选框和单选框须填写可选项",
  "validation.regionRequired": "请选择所在地区",
  "validation.regionIncomplete": "请选择完整的省市区",
  "validation.regionInvalid": "请选择正确的省市区",
  // errors (legacy codes in brackets where they differ from the key)
  "error.badRequest": "请检查参数",
  "error.parameter": "参数错误",
  "error.unknownApp": "appId 无效或已停用",
  "error.badSign": "签名错误",
  "error.notFound": "数据不存在",
  "error.replay": "重复的请求",
  "error.crossSite": "请求来自其他网站，已拒绝。请在本系统页面中操作",
  "error.firewall": "后台防火墙不允许从当前地址或在当前时间访问",
  "error.firewallLocksYouOut": "保存后您当前的地址（{ip}）将无法访问后台：请先允许该地址，或在开放时间内保存",
  "error.firewallBadRule":
    "无法识别的 IP 规则：{rule}（可填单个地址、CIDR 如 10.0.0.0/8，或范围如 10.0.0.1-10.0.0.99）",
  "error.forbidden": "没有权限",
  "error.userNotFound": "未找到该用户",
  "error.userDisabled": "该账号已被禁用",
  "error.captchaRequired": "登录失败次数较多，请输入验证码",
  "error.captchaWrong": "验证码错误，请重新输入",
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
  "error.internalWithId": "服务器内部错误，请将请求编号 {requestId} 告知管理员",
  "error.invalidData": "提交的数据无法保存，请检查后重试",
  "error.databaseUnavailable": "数据库暂时无法连接，请稍后重试",
  "error.siteNotAllowed": "无权访问该站点",
  "error.cannotDeleteSelf": "不能删除或停用当前登录的账号",
  "error.lastSuperAdmin": "至少需要保留一个启用的超级管理员",
  "error.seededRole": "系统内置角色不能删除",
  "error.nodeHasChildren": "请先删除下级权限",
  "error.unknownPermissionKeys": "包含未知的权限标识：{keys}",
  "error.permissionKeyTaken": "权限标识已存在",
  "error.roleNameTaken": "角色名称已存在",
  "error.referenceMissing": "所选的数据不存在，请刷新后重试",
  "error.parentCycle": "不能移动到它自己的下级",
  "error.departmentNameTaken": "同一上级部门下已有同名部门",
  "error.rankTooHigh": "不能授予高于自己的等级",
  "upload.fileRequired": "请选择要上传的文件",
  "upload.kindInvalid": "上传类型无效",
  "upload.imageTypes": "只能上传jpg,jpeg,png,gif,webp格式的图片",
  "upload.attachTypes": "只能上传图片、pdf、Office文档、txt或zip文件",
  "upload.documentTypes": "只能上传txt,doc,docx,xls,xlsx,ppt,pptx,pdf",
  "upload.legacyOffice": "请另存为 docx/xlsx/pptx 后上传",
  "upload.documentUnreadable": "文档无法读取，请检查文件是否完整",
  "upload.documentTooLarge": "文档解压后过大（最大 {max}）",
  "upload.tooLarge": "文件过大（最大 {max}）",
  "upload.empty": "文件内容为空",
  "upload.storageUnavailable": "文件存储暂时无法访问，请稍后重试",
  "validation.usernameFormat": "用户名为3-32位字母、数字或 _ . @ -",
  "validation.email": "请填写正确的邮箱",
  "validation.atLeastOneRole": "请至少选择一个角色",
  "validation.atLeastOneSite": "请至少选择一个站点",
  "validation.dateFormat": "日期格式应为 yyyy-MM-dd",
  "validation.dateRange": "开始日期不能晚于结束日期",
  "validation.nameRequired": "请填写名称",
  "validation.keyRequired": "请填写权限标识",
  "validation.creditCode": "请填写正确的18位统一社会信用代码",
  "validation.gtin": "条形码无效（应为8、12、13或14位且校验位正确）",
  "validation.phone": "请填写正确的电话号码",
  "validation.tooMany": "数量过多",
  "validation.opinionRequired": "驳回时请填写审核意见",
  "error.creditCodeTaken": "该统一社会信用代码已登记",
  "error.inUse": "仍有关联数据，不能删除",
  "error.classHasGoodsOrChildren": "该分类下还有商品或下级分类，不能删除",
  "error.notPending": "只能审核待审核的记录",
  "error.deviceCodeTaken": "设备编号已存在",
  "error.deviceDisabled": "设备已停用，不能录入数据",
  "validation.deviceCode": "设备编号为1-50位字母、数字、_ 或 -",
  "validation.deviceLocation": "请选择设备所在的基地或大棚",
  "validation.readingEmpty": "请至少填写一项监测数据",
  "validation.seriesRange": "请选择不超过31天的时间段",
  "error.importFile": "请上传 .xlsx 格式的表格",
  "error.importFileProject": "请上传 .xlsx 格式的项目表",
  "error.importFileExpress": "请上传 .xlsx 格式的快递表",
  "error.importFileStatistics": "请上传 .xlsx 格式的统计表",
  "error.importTooManyRows": "一次最多导入 5000 行",
  "error.importEmpty": "表格中没有数据行",
  "error.importRows": "有 {count} 处数据错误，未导入任何数据",
  "error.importHeader": "表头与模板不一致，请使用导出的模板",
  "validation.enterpriseUnknown": "找不到该企业",
  "validation.statusUnknown": "状态应为 计划中、实施中、已完成 或 已暂停",
  ...messagesTraceZh,
  ...messagesApplyZh,
  ...messagesRecallZh,
  ...messagesDailyCodesZh,
  ...messagesCmsFilesZh,
  ...messagesAudienceZh,
  ...messagesApiZh,
  ...messagesMembersZh,
  ...messagesChannelZh,
  ...messagesAgencyZh,
  ...messagesStationsZh,
  ...messagesContentZh,
  ...messagesSiteZh,
  ...messagesDirectiveZh,
  ...messagesKitZh,
  ...messagesStaticZh,
  ...messagesWeixinZh,
  ...messagesBackupZh,
  ...messagesWatermarkZh,
  ...messagesTemplateZh,
} as const;

export type MessageKey = keyof typeof messagesZh;
