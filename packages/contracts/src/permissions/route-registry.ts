import { listedByDefault } from "../kit/resource-menu.ts";
import { KIT_OPERATION_KEYS_BY_ROUTE, KIT_PAGES } from "./kit-routes.gen.ts";
import { API_ACCOUNT_KEYS, API_RECORD_KEYS } from "../api-account/api-account-keys.ts";
import { WEBHOOK_KEYS } from "../webhook/webhook-keys.ts";
import { MESSAGE_KEYS } from "../message/message-keys.ts";

/**
 * Every route of spec section 2, declared once: the pages of the kit resources come from their
 * definitions' `menu` (kit-routes.gen.ts, written by `npm run generate:routes -w @suyuan/web`),
 * the pages built by hand are written here. The permission key of a route is its path (the
 * server's perms are paths). A route is reachable and shown in the menu only once a page file for
 * it exists in src/routes.
 *
 * `menu: false` marks add/edit/view pages: they are permission-checked and have breadcrumbs (via
 * `parent`) but are opened from their list page, not from the menu.
 */
export type RouteEntry<P extends string = string> = {
  path: P;
  zh: string;
  en: string;
  /** Menu group id; null for top-level entries such as the work bench. */
  group: string | null;
  /** The list page an add/edit/view page belongs to, for breadcrumbs. */
  parent?: string;
  menu: boolean;
  perm: P;
  /** Keys of operations the page calls beyond viewing it (delete, reset password, ...). */
  api: string[];
};

/**
 * Menu pages that show the signed-in member's own record (their enterprise) and, opened with
 * `?id=` from a list, edit any record of that list: page → list. Accounts without such a record
 * (platform staff) do not get the entry in the menu (they work from the list); an edit opened from
 * the list highlights the list in the menu.
 */
export const OWN_RECORD_PAGES: Readonly<Record<string, string>> = { "/enterprise/update": "/enterprise/list" };

export type RouteGroup = { id: string; zh: string; en: string; icon: GroupIcon };

/** Icon names, resolved to components by the menu (keeps this module free of React). */
export type GroupIcon =
  | "building"
  | "package"
  | "users"
  | "heart"
  | "school"
  | "shopping"
  | "chart"
  | "map"
  | "truck"
  | "boxes"
  | "plant"
  | "home"
  | "cash"
  | "temperature"
  | "template"
  | "route"
  | "qrcode"
  | "scan"
  | "alert"
  | "shield"
  | "store"
  | "briefcase"
  | "settings"
  | "dashboard"
  | "article"
  | "world";

type Def = readonly [path: string, zh: string, en: string, menu?: boolean];

/**
 * Operation keys: what a page does beyond being opened, granted with the page in the permission
 * tree (spec section 6: a node's "api" keys). Written like the legacy resource paths.
 */
export const OPERATION_KEYS = {
  userDelete: "/admin/delete",
  userResetPassword: "/admin/resetPassword",
  userEnable: "/admin/enable",
  userExport: "/admin/export",
  roleDelete: "/role/delete",
  authDelete: "/auth/delete",
  logExport: "/log/export",
  enterpriseDelete: "/enterprise/delete",
  enterpriseExport: "/enterprise/export",
  goodsDelete: "/goods/delete",
  goodsExport: "/goods/export",
  baseDelete: "/base/delete",
  houseDelete: "/house/delete",
  envDelete: "/env/delete",
  envEnable: "/env/enable",
  envReadingDelete: "/envPlateData/delete",
  projectSave: "/project/save",
  projectUpdate: "/project/update",
  projectDelete: "/project/delete",
  projectImport: "/project/import",
  projectExport: "/project/export",
  applyDelete: "/apply/delete",
  applyExport: "/apply/export",
  applyDownload: "/apply/download",
  batchDelete: "/batch/delete",
  batchExport: "/batch/export",
  traceTemplateDelete: "/traceTemplate/delete",
  traceTemplateExport: "/traceTemplate/export",
  traceRecordDelete: "/trace/delete",
  recallExport: "/recall/export",
  qualityCheckDelete: "/quality_check/delete",
  qualityCheckExport: "/quality_check/export",
  // Rural commerce (spec sections 1, 2)
  userInfoDelete: "/userInfo/delete",
  userInfoExport: "/userInfo/export",
  personInfoDelete: "/personInfo/delete",
  personInfoExport: "/personInfo/export",
  personInfoState: "/personInfo/updateState",
  trainInfoDelete: "/trainInfo/delete",
  trainInfoExport: "/trainInfo/export",
  commerceInfoDelete: "/commerceInfo/delete",
  commerceInfoExport: "/commerceInfo/export",
  statisticsSave: "/statistics/save",
  statisticsUpdate: "/statistics/update",
  statisticsDelete: "/statistics/delete",
  statisticsImport: "/statistics/import",
  statisticsExport: "/statistics/export",
  villageDelete: "/basicInfo/deleteVillage",
  villageExport: "/basicInfo/exportVillage",
  expressDelete: "/express/delete",
  expressImport: "/express/import",
  expressExport: "/express/export",
  stockDelete: "/stock/delete",
  stockMove: "/stock/move",
  stockExport: "/stock/export",
  sellDelete: "/sell/delete",
  sellExport: "/sell/export",
  mallDelete: "/mall/delete",
  mallExport: "/mall/export",
  // Work platform: purchase agency (代购) and sales agency (代销)
  buyDelete: "/buy/delete",
  buyExport: "/buy/export",
  buyStatus: "/buy/transition",
  sellAgencyDelete: "/sellAgency/delete",
  sellAgencyExport: "/sellAgency/export",
  sellAgencySell: "/sellAgency/sell",
  sellAgencySettle: "/sellAgency/settle",
  // Work platform: daily reports, enterprise codes, commodity codes and their category tree
  dailyDelete: "/daily/delete",
  dailyExport: "/daily/export",
  enterpriseCodeDelete: "/enterpriseCode/delete",
  enterpriseCodeExport: "/enterpriseCode/export",
  commodityCodeDelete: "/commodityCode/delete",
  commodityCodeExport: "/commodityCode/export",
  commodityCodeAdopt: "/commodityCode/adopt",
  commodityCategorySave: "/commodityCategory/save",
  commodityCategoryDelete: "/commodityCategory/delete",
  // Work platform: stations (the village stations of the towns-and-villages area)
  stationDelete: "/station/delete",
  stationExport: "/station/export",
  // Content management (issue 12): sites, models and their fields
  siteDelete: "/site/delete",
  modelDelete: "/model/delete",
  modelPriority: "/model/priority",
  itemSave: "/item/save",
  itemUpdate: "/item/update",
  itemDelete: "/item/delete",
  itemPriority: "/item/priority",
  // Channels, content types, dictionary, origins, tags
  channelDelete: "/channel/delete",
  channelCopy: "/channel/copy",
  channelPriority: "/channel/priority",
  typeDelete: "/type/delete",
  dictionaryDelete: "/dictionary/delete",
  originDelete: "/origin/delete",
  tagDelete: "/tag/delete",
  // Content and its workflow
  contentDelete: "/content/delete",
  contentSubmit: "/content/submit",
  contentCheck: "/content/check",
  contentReject: "/content/reject",
  contentPigeonhole: "/content/pigeonhole",
  contentUnpigeonhole: "/content/unpigeonhole",
  contentRecommend: "/content/recommend",
  contentPriority: "/content/priority",
  contentMove: "/content/move",
  contentCopy: "/content/copy",
  contentRefer: "/content/refer",
  contentPush: "/content/push",
  contentReuse: "/content/reuse_list",
  /** The static pages of chosen content items, now (content/static). */
  contentStatic: "/content/static",
  /** The chosen content items sent to the site's WeChat followers (content/send_to_weixin). */
  contentSendToWeixin: "/content/send_to_weixin",
  contentShareCheck: "/content/share_check",
  contentShareDelete: "/content/share_delete",
  contentRestore: "/content/cycle_recycle",
  contentPurge: "/content/cycle_delete",
  workflowDelete: "/workflow/delete",
  workflowPriority: "/workflow/priority",
  // Template solutions, resources, the tag wizard, static pages and the search index (issue 13)
  templateSave: "/template/save",
  templateDelete: "/template/delete",
  templateImport: "/template/importTpl",
  templateSolution: "/template/solutionupdate",
  /** The visual tag editor's template (visual/save: common/tagTemplate.html of the site's solution). */
  visualSave: "/visual/save",
  resourceSave: "/resource/save",
  resourceDelete: "/resource/delete",
  directiveSave: "/directive/save",
  directiveDelete: "/directive/delete",
  staticGenerate: "/static/index",
  taskDelete: "/task/delete",
  searchIndexRebuild: "/lucene/create",
  // Topics and attachments
  topicDelete: "/topic/delete",
  topicPriority: "/topic/priority",
  fileDelete: "/file/delete",
  fileFlag: "/file/flag",
  fileClean: "/file/freefiles_delete",
  // The sites' audience: comments and sensitive words
  commentCheck: "/comment/check",
  commentReply: "/comment/reply",
  commentRecommend: "/comment/recommend",
  commentDelete: "/comment/delete",
  sensitivityDelete: "/sensitivity/delete",
  guestbookSave: "/guestbook/save",
  guestbookUpdate: "/guestbook/update",
  guestbookCheck: "/guestbook/check",
  guestbookRecommend: "/guestbook/recommend",
  guestbookDelete: "/guestbook/delete",
  guestbookCtgDelete: "/guestbook_ctg/delete",
  messageSend: MESSAGE_KEYS.send,
  messageTrash: MESSAGE_KEYS.trash,
  messageEmpty: MESSAGE_KEYS.empty,
  friendlinkDelete: "/friendlink/delete",
  friendlinkPriority: "/friendlink/priority",
  friendlinkCtgDelete: "/friendlink/ctg_delete",
  searchwordsDelete: "/searchwords/delete",
  keywordDelete: "/keyword/delete",
  memberDelete: "/member/delete",
  memberCheck: "/member/check",
  memberGroupDelete: "/group/delete",
  memberGroupPriority: "/group/priority",
  customRecordCheck: "/record/check",
  customRecordDelete: "/record/delete",
  customRecordExport: "/record/export",
  jobApplyDelete: "/jobapply/delete",
  // Personal data (ID card and mobile numbers) in full: revealing a row's values and exporting
  // them unmasked, each written to the operation log (docs/personal-data.md).
  personalDataReveal: "/personalData/reveal",
  // Traffic statistics: collection on or off and how long raw views are kept
  trafficSettings: "/flow/settings",
  // The content charge ratio (config/content_charge_update), a setting of the whole installation
  contentChargeUpdate: "/config/content_charge_update",
  // API accounts: the separate password, the keys in clear, the call records
  apiAccountValidatePassword: API_ACCOUNT_KEYS.validatePassword,
  apiAccountUpdatePassword: API_ACCOUNT_KEYS.updatePassword,
  apiAccountSecrets: API_ACCOUNT_KEYS.secrets,
  apiRecordList: API_RECORD_KEYS.list,
  apiRecordDelete: API_RECORD_KEYS.delete,
  // Web services: the signing secret, the deliveries
  webhookSecret: WEBHOOK_KEYS.secret,
  webhookRecordList: WEBHOOK_KEYS.recordList,
  webhookRecordDelete: WEBHOOK_KEYS.recordDelete,
  // Settings of the whole installation (config/*): each save its own right
  loginSettingsUpdate: "/config/login_update",
  firewallUpdate: "/config/firewall_update",
  systemSettingsUpdate: "/config/system_update",
  attrSettingsUpdate: "/config/attr_update",
  pageCacheClear: "/config/attr_clear",
  memberSettingsUpdate: "/config/member_update",
  apiSettingsUpdate: "/config/api_update",
  ssoSettingsUpdate: "/config/sso_update",
  // Database backups (the origin's {mysql,oracle,sqlserver,db2}/data/* paths; the keys are the mysql ones)
  backupCreate: "/mysql/data/backup",
  backupRestore: "/mysql/data/revert",
  backupRename: "/mysql/data/rename",
  backupDelete: "/mysql/data/delete",
  backupExport: "/mysql/data/export",
  // The watermark of uploaded images (config/mark_update), a setting of the whole installation
  watermarkUpdate: "/config/mark_update",
} as const;

type KitOperationKeys = typeof KIT_OPERATION_KEYS_BY_ROUTE;
type KitPages = typeof KIT_PAGES;
/** The page paths the kit resources' definitions declare. */
type KitPagePath = KitPages[keyof KitPages][number]["pages"][number][0];
/** One kit resource's pages and the page of its group they follow ("start"; by default the end). */
type KitBlock = { readonly after?: string; readonly pages: readonly Def[] };

export type OperationKey =
  (typeof OPERATION_KEYS)[keyof typeof OPERATION_KEYS] | KitOperationKeys[keyof KitOperationKeys][number];

const OPERATION_KEYS_BY_ROUTE: Record<string, readonly string[]> = {
  ...KIT_OPERATION_KEYS_BY_ROUTE,
  "/apply/list": [OPERATION_KEYS.applyDelete, OPERATION_KEYS.applyExport],
  "/apply/view": [OPERATION_KEYS.applyDownload],
  "/auth/list": [OPERATION_KEYS.authDelete],
  "/log/list": [OPERATION_KEYS.logExport],
  "/envPlateData/list": [OPERATION_KEYS.envReadingDelete],
  // The spec has one project page; its forms and file actions are operations of it.
  "/trace/list": [OPERATION_KEYS.traceRecordDelete],
  "/quality_check/list": [OPERATION_KEYS.qualityCheckDelete, OPERATION_KEYS.qualityCheckExport],
  "/site/list": [OPERATION_KEYS.siteDelete],
  "/model/list": [OPERATION_KEYS.modelDelete, OPERATION_KEYS.modelPriority],
  "/item/list": [
    OPERATION_KEYS.itemSave,
    OPERATION_KEYS.itemUpdate,
    OPERATION_KEYS.itemDelete,
    OPERATION_KEYS.itemPriority,
  ],
  "/channel/list": [OPERATION_KEYS.channelDelete, OPERATION_KEYS.channelCopy, OPERATION_KEYS.channelPriority],
  "/content/list": [
    OPERATION_KEYS.contentDelete,
    OPERATION_KEYS.contentSubmit,
    OPERATION_KEYS.contentCheck,
    OPERATION_KEYS.contentReject,
    OPERATION_KEYS.contentPigeonhole,
    OPERATION_KEYS.contentUnpigeonhole,
    OPERATION_KEYS.contentRecommend,
    OPERATION_KEYS.contentPriority,
    OPERATION_KEYS.contentMove,
    OPERATION_KEYS.contentCopy,
    OPERATION_KEYS.contentRefer,
    OPERATION_KEYS.contentPush,
    OPERATION_KEYS.contentReuse,
    OPERATION_KEYS.contentStatic,
    OPERATION_KEYS.contentSendToWeixin,
  ],
  "/content/review_queue": [OPERATION_KEYS.contentCheck, OPERATION_KEYS.contentReject],
  "/content/cycle_list": [OPERATION_KEYS.contentRestore, OPERATION_KEYS.contentPurge],
  "/content/share_list": [OPERATION_KEYS.contentShareCheck, OPERATION_KEYS.contentShareDelete],
  "/file/list": [OPERATION_KEYS.fileDelete, OPERATION_KEYS.fileFlag, OPERATION_KEYS.fileClean],
  "/template/list": [
    OPERATION_KEYS.templateSave,
    OPERATION_KEYS.templateDelete,
    OPERATION_KEYS.templateImport,
    OPERATION_KEYS.templateSolution,
    OPERATION_KEYS.visualSave,
  ],
  "/resource/list": [OPERATION_KEYS.resourceSave, OPERATION_KEYS.resourceDelete],
  "/directive/list": [OPERATION_KEYS.directiveSave, OPERATION_KEYS.directiveDelete],
  "/static/list": [OPERATION_KEYS.staticGenerate],
  "/lucene/list": [OPERATION_KEYS.searchIndexRebuild],
  "/flow/list": [OPERATION_KEYS.trafficSettings],
  "/site_config/base_update": [OPERATION_KEYS.contentChargeUpdate],
  "/config/security": [OPERATION_KEYS.loginSettingsUpdate, OPERATION_KEYS.firewallUpdate],
  "/config/system": [
    OPERATION_KEYS.systemSettingsUpdate,
    OPERATION_KEYS.attrSettingsUpdate,
    OPERATION_KEYS.pageCacheClear,
    OPERATION_KEYS.memberSettingsUpdate,
    OPERATION_KEYS.apiSettingsUpdate,
    OPERATION_KEYS.ssoSettingsUpdate,
  ],
  "/config/watermark": [OPERATION_KEYS.watermarkUpdate],
  "/data/list": [
    OPERATION_KEYS.backupCreate,
    OPERATION_KEYS.backupRestore,
    OPERATION_KEYS.backupRename,
    OPERATION_KEYS.backupDelete,
    OPERATION_KEYS.backupExport,
  ],
  "/comment/list": [
    OPERATION_KEYS.commentCheck,
    OPERATION_KEYS.commentReply,
    OPERATION_KEYS.commentRecommend,
    OPERATION_KEYS.commentDelete,
  ],
  "/guestbook/list": [
    OPERATION_KEYS.guestbookSave,
    OPERATION_KEYS.guestbookUpdate,
    OPERATION_KEYS.guestbookCheck,
    OPERATION_KEYS.guestbookRecommend,
    OPERATION_KEYS.guestbookDelete,
  ],
  [MESSAGE_KEYS.list]: [OPERATION_KEYS.messageSend, OPERATION_KEYS.messageTrash, OPERATION_KEYS.messageEmpty],
  "/record/page": [
    OPERATION_KEYS.customRecordCheck,
    OPERATION_KEYS.customRecordDelete,
    OPERATION_KEYS.customRecordExport,
  ],
  "/jobapply/list": [OPERATION_KEYS.jobApplyDelete],
};

export const ROUTE_GROUPS: RouteGroup[] = [
  { id: "project", zh: "项目管理", en: "Projects", icon: "dashboard" },
  { id: "enterprise", zh: "企业管理", en: "Enterprises", icon: "building" },
  { id: "goods", zh: "商品管理", en: "Goods", icon: "package" },
  { id: "userInfo", zh: "用户信息", en: "User info", icon: "users" },
  { id: "personInfo", zh: "贫困户管理", en: "Impoverished persons", icon: "heart" },
  { id: "trainInfo", zh: "培训管理", en: "Training", icon: "school" },
  { id: "commerceInfo", zh: "电商信息", en: "E-commerce info", icon: "shopping" },
  { id: "statistics", zh: "统计数据", en: "Statistics", icon: "chart" },
  { id: "basicInfo", zh: "乡镇与服务站", en: "Towns and village stations", icon: "map" },
  { id: "express", zh: "快递管理", en: "Express", icon: "truck" },
  { id: "stock", zh: "库存管理", en: "Stock", icon: "boxes" },
  { id: "base", zh: "基地管理", en: "Bases", icon: "plant" },
  { id: "house", zh: "大棚管理", en: "Greenhouses", icon: "home" },
  { id: "sell", zh: "销售管理", en: "Sales", icon: "cash" },
  { id: "env", zh: "环境数据", en: "Environment data", icon: "temperature" },
  { id: "traceTemplate", zh: "溯源模板", en: "Trace templates", icon: "template" },
  { id: "trace", zh: "溯源信息", en: "Trace records", icon: "route" },
  { id: "batch", zh: "批次与溯源码", en: "Batches and trace codes", icon: "qrcode" },
  { id: "scanCode", zh: "扫码记录", en: "Scan records", icon: "scan" },
  { id: "recall", zh: "应急召回", en: "Emergency recalls", icon: "alert" },
  { id: "qualityCheck", zh: "质量抽检", en: "Quality spot checks", icon: "shield" },
  { id: "mall", zh: "商城管理", en: "Mall", icon: "store" },
  { id: "workPlatform", zh: "工作平台", en: "Work platform", icon: "briefcase" },
  { id: "cms", zh: "内容管理", en: "Content", icon: "article" },
  { id: "site", zh: "站点管理", en: "Sites", icon: "world" },
  { id: "interaction", zh: "互动管理", en: "Audience", icon: "users" },
  { id: "templateResource", zh: "模板资源", en: "Templates", icon: "template" },
  { id: "system", zh: "系统管理", en: "System", icon: "settings" },
];

/** The groups `group()` was called for, so a group of kit pages alone is listed too. */
const grouped = new Set<string>();

/**
 * A group's pages in menu order: the kit resources' blocks placed in the given ones, each after
 * the page its definition names (`menu.after`), at the head ("start") or at the end.
 */
function placeKitPages(id: string, defs: readonly Def[]): Def[] {
  const blocks: readonly KitBlock[] = (KIT_PAGES as Readonly<Record<string, readonly KitBlock[]>>)[id] ?? [];
  const atStart = blocks.filter((block) => block.after === "start").flatMap((block) => block.pages);
  const atEnd = blocks.filter((block) => block.after === undefined).flatMap((block) => block.pages);
  const pages = [...atStart, ...defs, ...atEnd];
  let anchored = blocks.filter((block) => block.after !== undefined && block.after !== "start");
  // A block may follow another kit block's page: place what can be placed until nothing is left.
  while (anchored.length > 0) {
    const placeable = anchored.filter((block) => pages.some(([path]) => path === block.after));
    if (placeable.length === 0) throw new Error(`Menu group ${id}: no page ${anchored[0]?.after} to follow`);
    for (const block of placeable)
      pages.splice(pages.findIndex(([path]) => path === block.after) + 1, 0, ...block.pages);
    anchored = anchored.filter((block) => !placeable.includes(block));
  }
  return pages;
}

/**
 * Routes of one group: the given ones and the kit resources' pages of the group. List pages (last
 * segment ending in "list") are menu entries by default; every other page belongs to the list page
 * before it, for breadcrumbs.
 */
function group<const D extends readonly Def[]>(id: string, defs: D): RouteEntry<D[number][0] | KitPagePath>[] {
  grouped.add(id);
  let currentList: string | undefined;
  return placeKitPages(id, defs).map(([path, zh, en, menu = listedByDefault(path)]) => {
    const entry: RouteEntry<D[number][0] | KitPagePath> = {
      path,
      zh,
      en,
      group: id,
      menu,
      perm: path,
      api: [...(OPERATION_KEYS_BY_ROUTE[path] ?? [])],
    };
    if (menu) currentList = path;
    else if (currentList) entry.parent = currentList;
    return entry;
  });
}

const LISTED_ROUTES = [
  {
    path: "/work",
    zh: "工作台",
    en: "Work bench",
    group: null,
    menu: true,
    perm: "/work",
    api: [],
  } as RouteEntry<"/work">,
  // The groups in menu order, each with its pages beyond the kit resources' (whose come from their
  // definitions). The project list is the landing page after a site switch (spec sections 4, 6).
  ...group("project", []),
  ...group("enterprise", []),
  ...group("goods", [["/goods/classifyList", "商品分类", "Goods classes"]]),
  ...group("userInfo", []),
  ...group("personInfo", []),
  ...group("trainInfo", []),
  ...group("commerceInfo", []),
  ...group("statistics", []),
  ...group("basicInfo", []),
  ...group("express", []),
  ...group("stock", []),
  ...group("base", []),
  ...group("house", []),
  ...group("sell", []),
  ...group("env", [
    ["/envPlateData/list", "监测板数据", "Plate data"],
    ["/envPlateData/save", "新增监测板数据", "Add plate data"],
    ["/envPlateData/update", "编辑监测板数据", "Edit plate data"],
  ]),
  ...group("traceTemplate", [
    ["/traceTemplate/detailList", "模板明细", "Template items", false],
    ["/traceTemplate/addDetail", "新增模板明细", "Add template item"],
    ["/traceTemplateItem/update", "编辑模板明细", "Edit template item"],
  ]),
  ...group("trace", [
    ["/trace/list", "溯源信息列表", "Trace list"],
    ["/trace/update", "编辑溯源信息", "Edit trace"],
    ["/trace/save", "新增溯源信息", "Add trace"],
    ["/traceItemItem/list", "溯源项列表", "Trace items"],
    ["/traceItemItem/save", "新增溯源项", "Add trace item"],
    ["/traceItemItem/update", "编辑溯源项", "Edit trace item"],
  ]),
  ...group("batch", [
    ["/apply/list", "溯源码申请", "Trace code applications"],
    ["/apply/view", "申请详情", "Application details"],
    ["/apply/update", "编辑申请", "Edit application"],
    ["/apply/add", "新增申请", "Add application"],
    ["/apply/bindingCode", "绑定溯源码", "Bind trace codes"],
    ["/apply/examine", "申请审核", "Review application"],
    // After the pages above, so their breadcrumbs lead back to the application list.
    ["/apply/sellerList", "商家申请列表", "Seller applications"],
  ]),
  ...group("scanCode", [["/scanCode/list", "扫码记录", "Scan records"]]),
  ...group("recall", []),
  ...group("qualityCheck", [
    ["/quality_check/list", "抽检列表", "Spot check list"],
    ["/quality_check/update", "编辑抽检", "Edit spot check"],
    ["/quality_check/save", "新增抽检", "Add spot check"],
  ]),
  ...group("mall", []),
  ...group("workPlatform", []),
  ...group("cms", [
    ["/content/list", "内容管理", "Content"],
    ["/content/save", "发布内容", "Add content"],
    ["/content/update", "修改内容", "Edit content"],
    ["/content/view", "内容详情", "Content details"],
    ["/content/review_queue", "审核队列", "Review queue", true],
    ["/content/cycle_list", "回收站", "Recycle bin"],
    ["/content/share_list", "推送审核", "Pushed content"],
    ["/channel/list", "栏目管理", "Channels"],
    ["/channel/save", "新增栏目", "Add channel"],
    ["/channel/update", "编辑栏目", "Edit channel"],
    ["/file/list", "附件管理", "Attachments"],
    // The public sites' traffic and the site's work figures (flow/*, statistic/*, global/statistic).
    ["/flow/list", "流量统计", "Traffic statistics"],
  ]),
  ...group("interaction", [
    ["/comment/list", "评论管理", "Comments"],
    ["/guestbook/list", "留言管理", "Guestbook"],
    [MESSAGE_KEYS.list, "站内信", "Site messages"],
    ["/record/page", "表单提交记录", "Form submissions"],
    ["/jobapply/list", "职位申请", "Job applications"],
  ]),
  ...group("site", [
    ["/site/list", "站点列表", "Sites"],
    ["/site/save", "新增站点", "Add site"],
    ["/site/update", "编辑站点", "Edit site"],
    ["/site_config/base_update", "站点设置", "Site settings", true],
    ["/site_config/company_update", "组织信息", "Organisation", true],
    // The watermark of uploaded images (config/mark_*).
    ["/config/watermark", "水印设置", "Watermark", true],
    ["/model/list", "模型管理", "Models"],
    ["/model/save", "新增模型", "Add model"],
    ["/model/update", "编辑模型", "Edit model"],
    ["/item/list", "模型字段", "Model fields", false],
  ]),
  ...group("templateResource", [
    ["/template/list", "模板管理", "Templates"],
    ["/resource/list", "资源管理", "Resources"],
    ["/directive/list", "标签向导", "Tag wizard"],
    ["/static/list", "静态页面", "Static pages"],
    ["/lucene/list", "全文检索", "Search index"],
  ]),
  ...group("system", [
    ["/role/members", "角色成员", "Role members"],
    ["/auth/list", "权限管理", "Permissions"],
    ["/auth/save", "新增权限", "Add permission"],
    ["/auth/update", "编辑权限", "Edit permission"],
    // Login log and operation log are two views of one page (spec section 2).
    ["/log/list", "日志管理", "Logs"],
    // The API processes serving the database and the background work (menu entry).
    ["/system/fleet", "运行状态", "Fleet", true],
    // Settings of the whole installation (config/*): sign-in lock and firewall; the others.
    ["/config/security", "登录与防火墙", "Sign-in and firewall", true],
    ["/config/system", "全局设置", "Global settings", true],
    // Backups of the database, kept in the file storage, and their restore.
    ["/data/list", "数据备份", "Database backups"],
  ]),
];

/** Every route: the ones listed above, then the groups of kit resource pages alone. */
export const ROUTES = [
  ...LISTED_ROUTES,
  ...Object.keys(KIT_PAGES)
    .filter((id) => !grouped.has(id))
    .flatMap((id) => group(id, [])),
];

/** Every page path of the registry, as a type: a misspelt path fails the type check. */
export type RoutePath = (typeof ROUTES)[number]["path"];

const byPath = new Map<string, RouteEntry>(ROUTES.map((entry) => [entry.path, entry]));
const groupsById = new Map(ROUTE_GROUPS.map((entry) => [entry.id, entry]));

/**
 * Rights that belong to no single page (they apply across many): each is a node of its own under
 * its group in the permission tree, so granting a page never grants them on the way.
 */
export const STANDALONE_KEYS: readonly { key: OperationKey; zh: string; en: string; group: string }[] = [
  {
    key: OPERATION_KEYS.personalDataReveal,
    zh: "查看完整个人信息",
    en: "Personal data in full",
    group: "system",
  },
];

/** Every key a role can hold: route paths, operation keys and the standalone keys. */
export const ALL_PERMISSION_KEYS: readonly string[] = [
  ...new Set([...ROUTES.flatMap((entry) => [entry.perm, ...entry.api]), ...STANDALONE_KEYS.map((entry) => entry.key)]),
];

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(normalizePath(path));
}

export function findGroup(id: string): RouteGroup | undefined {
  return groupsById.get(id);
}

/** "/work/" and "/work" are the same route. */
function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}
