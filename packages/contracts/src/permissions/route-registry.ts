import { KIT_OPERATION_KEYS_BY_ROUTE, KIT_PAGES } from "./kit-routes.gen.ts";

/**
 * Every route of spec section 2, declared once: the pages of kit resources that name their
 * `menu` come from their definitions (kit-routes.gen.ts, written by `npm run generate:routes -w
 * @suyuan/web`), every other page is written here. The permission key of a route is its path (the
 * server's perms are paths). A route is reachable and shown in the menu only once a page file for
 * it exists in src/routes; later issues add the page and nothing here changes.
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
  friendlinkDelete: "/friendlink/delete",
  friendlinkPriority: "/friendlink/priority",
  friendlinkCtgDelete: "/friendlink/ctg_delete",
  searchwordsDelete: "/searchwords/delete",
  keywordDelete: "/keyword/delete",
  // Personal data (ID card and mobile numbers) in full: revealing a row's values and exporting
  // them unmasked, each written to the operation log (docs/personal-data.md).
  personalDataReveal: "/personalData/reveal",
  // Traffic statistics: collection on or off and how long raw views are kept
  trafficSettings: "/flow/settings",
  // The content charge ratio (config/content_charge_update), a setting of the whole installation
  contentChargeUpdate: "/config/content_charge_update",
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
type KitPagePath = KitPages[keyof KitPages][number][0];

export type OperationKey =
  (typeof OPERATION_KEYS)[keyof typeof OPERATION_KEYS] | KitOperationKeys[keyof KitOperationKeys][number];

const OPERATION_KEYS_BY_ROUTE: Record<string, readonly string[]> = {
  ...KIT_OPERATION_KEYS_BY_ROUTE,
  "/apply/list": [OPERATION_KEYS.applyDelete, OPERATION_KEYS.applyExport],
  "/apply/view": [OPERATION_KEYS.applyDownload],
  "/admin/local_list": [
    OPERATION_KEYS.userDelete,
    OPERATION_KEYS.userResetPassword,
    OPERATION_KEYS.userEnable,
    OPERATION_KEYS.userExport,
  ],
  "/role/list": [OPERATION_KEYS.roleDelete],
  "/auth/list": [OPERATION_KEYS.authDelete],
  "/log/list": [OPERATION_KEYS.logExport],
  "/enterprise/list": [OPERATION_KEYS.enterpriseDelete, OPERATION_KEYS.enterpriseExport],
  "/goods/list": [OPERATION_KEYS.goodsDelete, OPERATION_KEYS.goodsExport],
  "/base/list": [OPERATION_KEYS.baseDelete],
  "/house/list": [OPERATION_KEYS.houseDelete],
  "/env/list": [OPERATION_KEYS.envDelete, OPERATION_KEYS.envEnable],
  "/envPlateData/list": [OPERATION_KEYS.envReadingDelete],
  // The spec has one project page; its forms and file actions are operations of it.
  "/project/list": [
    OPERATION_KEYS.projectSave,
    OPERATION_KEYS.projectUpdate,
    OPERATION_KEYS.projectDelete,
    OPERATION_KEYS.projectImport,
    OPERATION_KEYS.projectExport,
  ],
  "/batch/list": [OPERATION_KEYS.batchDelete, OPERATION_KEYS.batchExport],
  "/traceTemplate/list": [OPERATION_KEYS.traceTemplateDelete, OPERATION_KEYS.traceTemplateExport],
  "/trace/list": [OPERATION_KEYS.traceRecordDelete],
  "/recall/list": [OPERATION_KEYS.recallExport],
  "/quality_check/list": [OPERATION_KEYS.qualityCheckDelete, OPERATION_KEYS.qualityCheckExport],
  "/userInfo/list": [OPERATION_KEYS.userInfoDelete, OPERATION_KEYS.userInfoExport],
  "/personInfo/list": [OPERATION_KEYS.personInfoDelete, OPERATION_KEYS.personInfoExport],
  "/personInfo/view": [OPERATION_KEYS.personInfoState],
  "/trainInfo/list": [OPERATION_KEYS.trainInfoDelete, OPERATION_KEYS.trainInfoExport],
  "/commerceInfo/list": [OPERATION_KEYS.commerceInfoDelete, OPERATION_KEYS.commerceInfoExport],
  "/statistics/list": [
    OPERATION_KEYS.statisticsSave,
    OPERATION_KEYS.statisticsUpdate,
    OPERATION_KEYS.statisticsDelete,
    OPERATION_KEYS.statisticsImport,
    OPERATION_KEYS.statisticsExport,
  ],
  "/basicInfo/villageList": [OPERATION_KEYS.villageDelete, OPERATION_KEYS.villageExport],
  "/express/list": [OPERATION_KEYS.expressDelete, OPERATION_KEYS.expressImport, OPERATION_KEYS.expressExport],
  "/stock/list": [OPERATION_KEYS.stockDelete, OPERATION_KEYS.stockMove, OPERATION_KEYS.stockExport],
  "/sell/list": [OPERATION_KEYS.sellDelete, OPERATION_KEYS.sellExport],
  "/mall/list": [OPERATION_KEYS.mallDelete, OPERATION_KEYS.mallExport],
  "/work_platform/buyList": [OPERATION_KEYS.buyDelete, OPERATION_KEYS.buyExport, OPERATION_KEYS.buyStatus],
  "/work_platform/sellList": [
    OPERATION_KEYS.sellAgencyDelete,
    OPERATION_KEYS.sellAgencyExport,
    OPERATION_KEYS.sellAgencySell,
    OPERATION_KEYS.sellAgencySettle,
  ],
  "/work_platform/dailyList": [OPERATION_KEYS.dailyDelete, OPERATION_KEYS.dailyExport],
  "/work_platform/stationList": [OPERATION_KEYS.stationDelete, OPERATION_KEYS.stationExport],
  "/work_platform/enterpriseCodeList": [OPERATION_KEYS.enterpriseCodeDelete, OPERATION_KEYS.enterpriseCodeExport],
  "/work_platform/commodityCodeList": [
    OPERATION_KEYS.commodityCodeDelete,
    OPERATION_KEYS.commodityCodeExport,
    OPERATION_KEYS.commodityCodeAdopt,
    OPERATION_KEYS.commodityCategorySave,
    OPERATION_KEYS.commodityCategoryDelete,
  ],
  "/site/list": [OPERATION_KEYS.siteDelete],
  "/model/list": [OPERATION_KEYS.modelDelete, OPERATION_KEYS.modelPriority],
  "/item/list": [
    OPERATION_KEYS.itemSave,
    OPERATION_KEYS.itemUpdate,
    OPERATION_KEYS.itemDelete,
    OPERATION_KEYS.itemPriority,
  ],
  "/channel/list": [OPERATION_KEYS.channelDelete, OPERATION_KEYS.channelCopy, OPERATION_KEYS.channelPriority],
  "/type/list": [OPERATION_KEYS.typeDelete],
  "/dictionary/list": [OPERATION_KEYS.dictionaryDelete],
  "/origin/list": [OPERATION_KEYS.originDelete],
  "/tag/list": [OPERATION_KEYS.tagDelete],
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
  ],
  "/content/review_queue": [OPERATION_KEYS.contentCheck, OPERATION_KEYS.contentReject],
  "/content/cycle_list": [OPERATION_KEYS.contentRestore, OPERATION_KEYS.contentPurge],
  "/content/share_list": [OPERATION_KEYS.contentShareCheck, OPERATION_KEYS.contentShareDelete],
  "/workflow/list": [OPERATION_KEYS.workflowDelete, OPERATION_KEYS.workflowPriority],
  "/topic/list": [OPERATION_KEYS.topicDelete, OPERATION_KEYS.topicPriority],
  "/file/list": [OPERATION_KEYS.fileDelete, OPERATION_KEYS.fileFlag, OPERATION_KEYS.fileClean],
  "/template/list": [
    OPERATION_KEYS.templateSave,
    OPERATION_KEYS.templateDelete,
    OPERATION_KEYS.templateImport,
    OPERATION_KEYS.templateSolution,
  ],
  "/resource/list": [OPERATION_KEYS.resourceSave, OPERATION_KEYS.resourceDelete],
  "/directive/list": [OPERATION_KEYS.directiveSave, OPERATION_KEYS.directiveDelete],
  "/static/list": [OPERATION_KEYS.staticGenerate],
  "/task/list": [OPERATION_KEYS.taskDelete],
  "/lucene/list": [OPERATION_KEYS.searchIndexRebuild],
  "/flow/list": [OPERATION_KEYS.trafficSettings],
  "/site_config/base_update": [OPERATION_KEYS.contentChargeUpdate],
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
  "/sensitivity/list": [OPERATION_KEYS.sensitivityDelete],
  "/guestbook/list": [
    OPERATION_KEYS.guestbookSave,
    OPERATION_KEYS.guestbookUpdate,
    OPERATION_KEYS.guestbookCheck,
    OPERATION_KEYS.guestbookRecommend,
    OPERATION_KEYS.guestbookDelete,
  ],
  "/guestbook_ctg/list": [OPERATION_KEYS.guestbookCtgDelete],
  "/friendlink/list": [OPERATION_KEYS.friendlinkDelete, OPERATION_KEYS.friendlinkPriority],
  "/friendlink/ctg_list": [OPERATION_KEYS.friendlinkCtgDelete],
  "/searchwords/list": [OPERATION_KEYS.searchwordsDelete],
  "/keyword/list": [OPERATION_KEYS.keywordDelete],
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
 * Routes of one group: the kit resources' pages of the group first, then the given ones. List
 * pages (last segment ending in "list") are menu entries by default; every other page belongs to
 * the list page declared before it, for breadcrumbs.
 */
function group<const D extends readonly Def[]>(id: string, defs: D): RouteEntry<D[number][0] | KitPagePath>[] {
  grouped.add(id);
  const kit: readonly Def[] = (KIT_PAGES as Readonly<Record<string, readonly Def[]>>)[id] ?? [];
  let currentList: string | undefined;
  return [...kit, ...defs].map(([path, zh, en, menu = /list$/i.test(path)]) => {
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
  // The landing page after a site switch, checked by default in new roles (spec sections 4, 6).
  ...group("project", [["/project/list", "项目列表", "Projects"]]),
  ...group("enterprise", [
    // An enterprise member's own enterprise record, so it is a menu entry of its own.
    ["/enterprise/update", "企业信息", "Enterprise info", true],
    ["/enterprise/list", "企业列表", "Enterprise list"],
    ["/enterprise/save", "新增企业", "Add enterprise"],
    ["/enterprise/view", "企业详情", "Enterprise details"],
    ["/enterprise/check", "企业审核", "Review enterprise"],
  ]),
  ...group("goods", [
    ["/goods/classifyList", "商品分类", "Goods classes"],
    ["/goods/list", "商品列表", "Goods list"],
    ["/goods/save", "新增商品", "Add goods"],
    ["/goods/update", "编辑商品", "Edit goods"],
    ["/goods/examine", "商品审核", "Review goods"],
  ]),
  ...group("userInfo", [
    ["/userInfo/list", "用户信息列表", "User info list"],
    ["/userInfo/save", "新增用户信息", "Add user info"],
    ["/userInfo/update", "编辑用户信息", "Edit user info"],
    ["/userInfo/view", "用户信息详情", "User info details"],
  ]),
  ...group("personInfo", [
    ["/personInfo/list", "贫困户列表", "Impoverished persons"],
    ["/personInfo/save", "新增贫困户", "Add person"],
    ["/personInfo/edit", "编辑贫困户", "Edit person"],
    ["/personInfo/view", "贫困户详情", "Person details"],
  ]),
  ...group("trainInfo", [
    ["/trainInfo/list", "培训列表", "Training list"],
    ["/trainInfo/save", "新增培训", "Add training"],
    ["/trainInfo/update", "编辑培训", "Edit training"],
    ["/trainInfo/view", "培训详情", "Training details"],
  ]),
  ...group("commerceInfo", [
    ["/commerceInfo/list", "电商信息列表", "E-commerce info list"],
    ["/commerceInfo/save", "新增电商信息", "Add e-commerce info"],
    ["/commerceInfo/update", "编辑电商信息", "Edit e-commerce info"],
    ["/commerceInfo/view", "电商信息详情", "E-commerce info details"],
  ]),
  ...group("statistics", [
    ["/statistics/list", "统计列表", "Statistics list"],
    ["/statistics/view", "统计详情", "Statistics details"],
  ]),
  ...group("basicInfo", [
    ["/basicInfo/villageList", "服务站列表", "Village stations"],
    ["/basicInfo/villageView", "服务站详情", "Village station details"],
    ["/basicInfo/addVillage", "新增服务站", "Add village station"],
    ["/basicInfo/editVillage", "编辑服务站", "Edit village station"],
  ]),
  ...group("express", [
    ["/express/list", "快递列表", "Express list"],
    ["/express/save", "新增快递", "Add express"],
    ["/express/update", "编辑快递", "Edit express"],
    ["/express/view", "快递详情", "Express details"],
  ]),
  ...group("stock", [
    ["/stock/list", "库存列表", "Stock list"],
    ["/stock/save", "新增库存", "Add stock"],
    ["/stock/update", "编辑库存", "Edit stock"],
    ["/stock/view", "库存详情", "Stock details"],
  ]),
  ...group("base", [
    ["/base/list", "基地列表", "Base list"],
    ["/base/update", "编辑基地", "Edit base"],
    ["/base/save", "新增基地", "Add base"],
  ]),
  ...group("house", [
    ["/house/list", "大棚列表", "Greenhouse list"],
    ["/house/update", "编辑大棚", "Edit greenhouse"],
    ["/house/save", "新增大棚", "Add greenhouse"],
  ]),
  ...group("sell", [
    ["/sell/list", "销售列表", "Sales list"],
    ["/sell/update", "编辑销售", "Edit sale"],
    ["/sell/save", "新增销售", "Add sale"],
  ]),
  ...group("env", [
    ["/env/list", "环境数据", "Environment data"],
    ["/env/save", "新增环境数据", "Add environment data"],
    ["/env/update", "编辑环境数据", "Edit environment data"],
    ["/envPlate/list", "环境监测板", "Environment plates"],
    ["/envPlateData/list", "监测板数据", "Plate data"],
    ["/envPlateData/save", "新增监测板数据", "Add plate data"],
    ["/envPlateData/update", "编辑监测板数据", "Edit plate data"],
  ]),
  ...group("traceTemplate", [
    ["/traceTemplate/list", "模板列表", "Template list"],
    ["/traceTemplate/update", "编辑模板", "Edit template"],
    ["/traceTemplate/add", "新增模板", "Add template"],
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
    ["/batch/list", "批次列表", "Batch list"],
    ["/batch/save", "新增批次", "Add batch"],
    ["/batch/update", "编辑批次", "Edit batch"],
    ["/batch/view", "批次详情", "Batch details"],
  ]),
  ...group("scanCode", [["/scanCode/list", "扫码记录", "Scan records"]]),
  ...group("recall", [
    ["/recall/list", "召回列表", "Recall list"],
    ["/recall/update", "编辑召回", "Edit recall"],
    ["/recall/save", "新增召回", "Add recall"],
  ]),
  ...group("qualityCheck", [
    ["/quality_check/list", "抽检列表", "Spot check list"],
    ["/quality_check/update", "编辑抽检", "Edit spot check"],
    ["/quality_check/save", "新增抽检", "Add spot check"],
  ]),
  ...group("mall", [
    ["/mall/list", "商城列表", "Mall list"],
    ["/mall/update", "编辑商城", "Edit mall"],
    ["/mall/add", "新增商城", "Add mall"],
  ]),
  ...group("workPlatform", [
    ["/work_platform/buyList", "代购列表", "Purchase orders"],
    ["/work_platform/buyEdit", "编辑代购", "Edit purchase order"],
    ["/work_platform/buyAdd", "新增代购", "Add purchase order"],
    ["/work_platform/sellList", "代销列表", "Sales agency"],
    ["/work_platform/sellUpdate", "编辑代销", "Edit sales agency record"],
    ["/work_platform/sellAdd", "新增代销", "Add sales agency record"],
    ["/work_platform/dailyList", "日报列表", "Daily reports"],
    ["/work_platform/dailyView", "日报详情", "Daily report details"],
    ["/work_platform/dailyUpdate", "编辑日报", "Edit daily report"],
    ["/work_platform/dailyAdd", "新增日报", "Add daily report"],
    ["/work_platform/stationList", "服务站列表", "Village stations"],
    ["/work_platform/stationUpdate", "编辑服务站", "Edit village station"],
    ["/work_platform/stationAdd", "新增服务站", "Add village station"],
    ["/work_platform/enterpriseCodeList", "企业编码", "Enterprise codes"],
    ["/work_platform/enterpriseUpdate", "编辑企业编码", "Edit enterprise code"],
    ["/work_platform/enterpriseAdd", "新增企业编码", "Add enterprise code"],
    ["/work_platform/commodityCodeList", "商品类目", "Commodity categories"],
    ["/work_platform/commodityCodeUpdate", "编辑商品类目", "Edit commodity category"],
    ["/work_platform/commodityCodeAdd", "新增商品类目", "Add commodity category"],
  ]),
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
    ["/topic/list", "专题管理", "Topics"],
    ["/topic/save", "新增专题", "Add topic"],
    ["/topic/update", "编辑专题", "Edit topic"],
    ["/tag/list", "标签管理", "Tags"],
    ["/tag/save", "新增标签", "Add tag"],
    ["/tag/update", "编辑标签", "Edit tag"],
    ["/type/list", "内容类型", "Content types"],
    ["/type/save", "新增内容类型", "Add content type"],
    ["/type/update", "编辑内容类型", "Edit content type"],
    ["/origin/list", "内容来源", "Origins"],
    ["/origin/save", "新增来源", "Add origin"],
    ["/origin/update", "编辑来源", "Edit origin"],
    ["/dictionary/list", "数据字典", "Dictionary"],
    ["/dictionary/save", "新增字典项", "Add entry"],
    ["/dictionary/update", "编辑字典项", "Edit entry"],
    ["/workflow/list", "工作流", "Workflows"],
    ["/workflow/save", "新增工作流", "Add workflow"],
    ["/workflow/update", "编辑工作流", "Edit workflow"],
    ["/file/list", "附件管理", "Attachments"],
    // The public sites' traffic and the site's work figures (flow/*, statistic/*, global/statistic).
    ["/flow/list", "流量统计", "Traffic statistics"],
  ]),
  ...group("interaction", [
    ["/comment/list", "评论管理", "Comments"],
    ["/sensitivity/list", "敏感词", "Sensitive words"],
    ["/sensitivity/save", "新增敏感词", "Add sensitive word"],
    ["/sensitivity/update", "编辑敏感词", "Edit sensitive word"],
    ["/guestbook/list", "留言管理", "Guestbook"],
    ["/guestbook_ctg/list", "留言类别", "Guestbook categories"],
    ["/guestbook_ctg/save", "新增留言类别", "Add guestbook category"],
    ["/guestbook_ctg/update", "编辑留言类别", "Edit guestbook category"],
    ["/friendlink/list", "友情链接", "Friend links"],
    ["/friendlink/save", "新增友情链接", "Add friend link"],
    ["/friendlink/update", "编辑友情链接", "Edit friend link"],
    ["/friendlink/ctg_list", "友情链接类别", "Link categories"],
    ["/friendlink/ctg_save", "新增链接类别", "Add link category"],
    ["/friendlink/ctg_update", "编辑链接类别", "Edit link category"],
    ["/searchwords/list", "热词管理", "Hot search words"],
    ["/searchwords/save", "新增热词", "Add hot word"],
    ["/searchwords/update", "编辑热词", "Edit hot word"],
    ["/keyword/list", "内链关键词", "Auto-link keywords"],
    ["/keyword/save", "新增关键词", "Add keyword"],
    ["/keyword/update", "编辑关键词", "Edit keyword"],
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
    ["/task/list", "定时任务", "Scheduled tasks"],
    ["/task/save", "新增任务", "Add task"],
    ["/task/update", "编辑任务", "Edit task"],
    ["/lucene/list", "全文检索", "Search index"],
  ]),
  ...group("system", [
    ["/admin/local_list", "用户管理", "Users"],
    ["/adminGlocal/edit", "编辑用户", "Edit user"],
    ["/adminGlocal/add", "新增用户", "Add user"],
    ["/role/list", "角色管理", "Roles"],
    ["/role/save", "新增角色", "Add role"],
    ["/role/update", "编辑角色", "Edit role"],
    ["/role/members", "角色成员", "Role members"],
    ["/auth/list", "权限管理", "Permissions"],
    ["/auth/save", "新增权限", "Add permission"],
    ["/auth/update", "编辑权限", "Edit permission"],
    // Login log and operation log are two views of one page (spec section 2).
    ["/log/list", "日志管理", "Logs"],
    // The API processes serving the database and the background work (menu entry).
    ["/system/fleet", "运行状态", "Fleet", true],
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
