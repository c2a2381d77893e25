// The content-management part of `npm run seed:demo`: a second site beside the master site, a
// county portal's channel tree (news, policies, notices, local products, poverty alleviation),
// content models with custom fields, a few hundred articles in every status of the workflow,
// topics and tags. Through the same service functions as the API (every rule, the history and
// the operation log apply); written once (a master site with content is left alone).
import { ZChannelFields } from "@suyuan/contracts/channel/channel-fields";
import { ZSaveItemInput, ZSaveModelInput } from "@suyuan/contracts/cms/model-operations";
import { ZContentFields } from "@suyuan/contracts/content/content-fields";
import { ZSaveSiteInput, ZSiteFields } from "@suyuan/contracts/site/site-operations";
import { prisma } from "@suyuan/db/client";
import { currentSite } from "../src/services/access/site-scope.ts";
import { MASTER_SITE_NAME } from "../src/services/bootstrap/first-start.ts";
import { createChannel } from "../src/services/cms/channel/channel-writes.ts";
import { createModelItem } from "../src/services/cms/model/model-items.ts";
import { createModel } from "../src/services/cms/model/models.ts";
import { createContent } from "../src/services/content/content-write.ts";
import { prioritizeContent, recommendContent } from "../src/services/content/content-attributes.ts";
import {
  deleteContent,
  pigeonholeContent,
  rejectContent,
  submitContent,
} from "../src/services/content/content-transitions.ts";
import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";
import type { ServiceContext } from "../src/services/service-context.ts";
import { createSite, updateSiteBase } from "../src/services/site/sites.ts";
import { seedCmsAssistDemo } from "./seed-demo-cms-assist.ts";
import { seedWorkflowDemo } from "./seed-demo-workflows.ts";
import { seedFormsDemo } from "./seed-demo-forms.ts";

type ChannelSpec = { name: string; path: string; model?: "product" | "policy"; children?: ChannelSpec[] };

const TREE: ChannelSpec[] = [
  {
    name: "新闻动态",
    path: "news",
    children: [
      { name: "本地要闻", path: "local-news" },
      { name: "乡镇动态", path: "town-news" },
    ],
  },
  {
    name: "政策法规",
    path: "policy",
    model: "policy",
    children: [
      { name: "国家政策", path: "national-policy", model: "policy" },
      { name: "地方政策", path: "local-policy", model: "policy" },
    ],
  },
  { name: "通知公告", path: "notice" },
  {
    name: "特色农产品",
    path: "products",
    model: "product",
    children: [
      { name: "白茶", path: "white-tea", model: "product" },
      { name: "高山蔬菜", path: "mountain-vegetables", model: "product" },
    ],
  },
  {
    name: "脱贫攻坚",
    path: "poverty-alleviation",
    children: [
      { name: "帮扶动态", path: "assistance" },
      { name: "典型案例", path: "cases" },
    ],
  },
];

/** The county portal: the master site, named for its county once the demo fills it. */
const PORTAL = { siteName: "安吉县乡村振兴网", shortName: "安吉乡村振兴" };

/** The second site: the white-tea town's own pages, with channels and published articles of its own. */
const TEA_TOWN_TREE: ChannelSpec[] = [
  { name: "小镇资讯", path: "town-news" },
  { name: "白茶文化", path: "tea-culture" },
  { name: "茶旅线路", path: "tea-tours" },
  { name: "白茶好物", path: "tea-products", model: "product" },
];
const TEA_TOWN_TITLES = [
  "溪龙乡白茶开采节开幕，万亩茶园迎来春茶采摘",
  "黄杜村“白叶一号”茶苗再次启程，助力结对地区增收",
  "安吉白茶制作技艺：杀青、理条与烘干",
  "一片叶子富了一方百姓：白茶产业的二十年",
  "春日茶旅：溪龙茶海骑行线路推荐",
  "茶园民宿开放预订，体验采茶、制茶一日游",
  "明前特级与雨前一级，怎样分辨安吉白茶的等级",
  "白茶小镇电商直播间上线，茶农当起“主播”",
  "茶文化研学基地接待中小学生研学团",
  "白茶好物：礼盒装明前特级新品上市",
  "小镇茶市开市，收购价格稳中有升",
  "茶园病虫害绿色防控技术现场会召开",
];
const TEA_TOWN_ARTICLES = 24;

const TOWNS = ["溪龙乡", "天荒坪镇", "孝丰镇", "报福镇", "章村镇", "杭垓镇", "山川乡", "上墅乡"];
const SUBJECTS = [
  "白茶开采",
  "高山蔬菜上市",
  "电商直播培训",
  "乡村振兴示范村",
  "农技下乡",
  "产业帮扶",
  "美丽庭院评选",
  "消费帮扶",
];
const TAGS = ["乡村振兴", "脱贫攻坚", "白茶", "农产品", "政策解读", "电商直播", "美丽乡村"];
const GRADES = ["特级", "一级", "二级"];
const FEATURES = ["有机", "绿色食品", "地理标志", "富硒"];

/** Deterministic choices, so two runs on an empty database write the same demo. */
function pickOf<T>(list: readonly T[], index: number): T {
  return list[index % list.length]!;
}

async function ensureModels(ctx: ServiceContext) {
  const product = await createModel(
    ctx,
    ZSaveModelInput.parse({ name: "农产品", kind: "content", path: "product", priority: 2 }),
  );
  const items: Record<string, unknown>[] = [
    { field: "productOrigin", label: "产地", dataType: "text", required: true, priority: 1 },
    { field: "price", label: "参考价格(元/斤)", dataType: "number", priority: 2 },
    { field: "grade", label: "等级", dataType: "select", options: GRADES, priority: 3 },
    { field: "harvestDate", label: "采摘日期", dataType: "date", priority: 4 },
    { field: "features", label: "产品特色", dataType: "checkboxes", options: FEATURES, priority: 5 },
  ];
  for (const item of items) await createModelItem(ctx, ZSaveItemInput.parse({ modelId: product.id, ...item }));
  const policy = await createModel(
    ctx,
    ZSaveModelInput.parse({ name: "政策文件", kind: "content", path: "policy", priority: 3 }),
  );
  const policyItems: Record<string, unknown>[] = [
    { field: "docNo", label: "文号", dataType: "text", required: true, priority: 1 },
    { field: "issuer", label: "发文机关", dataType: "text", priority: 2 },
    { field: "effectiveDate", label: "施行日期", dataType: "date", priority: 3 },
  ];
  for (const item of policyItems) await createModelItem(ctx, ZSaveItemInput.parse({ modelId: policy.id, ...item }));
  const news = await prisma.cmsModel.findFirst({ where: { kind: "content", isDefault: true }, select: { id: true } });
  return { product: product.id, policy: policy.id, news: news?.id ?? null };
}

type Leaf = { id: number; name: string; model: "product" | "policy" | undefined };

async function createTree(
  ctx: ServiceContext,
  specs: ChannelSpec[],
  parentId: number | null,
  models: Awaited<ReturnType<typeof ensureModels>>,
  leaves: Leaf[],
  workflowId: number | null,
) {
  for (const [index, spec] of specs.entries()) {
    const modelIds = spec.model ? [models[spec.model]] : models.news ? [models.news] : [];
    const channel = await createChannel(
      ctx,
      ZChannelFields.parse({ name: spec.name, path: spec.path, parentId, priority: index + 1, modelIds, workflowId }),
    );
    if (spec.children) await createTree(ctx, spec.children, channel.id, models, leaves, workflowId);
    else leaves.push({ id: channel.id, name: spec.name, model: spec.model });
  }
}

function attrsOf(leaf: Leaf, index: number): Record<string, unknown> {
  if (leaf.model === "product")
    return {
      productOrigin: `安吉县${pickOf(TOWNS, index)}`,
      price: 20 + (index % 30) * 5,
      grade: pickOf(GRADES, index),
      harvestDate: `2026-0${(index % 5) + 3}-1${index % 9}`,
      features: [pickOf(FEATURES, index), pickOf(FEATURES, index + 1)],
    };
  if (leaf.model === "policy")
    return {
      docNo: `安政办发〔2026〕${index + 1}号`,
      issuer: "县人民政府办公室",
      effectiveDate: `2026-0${(index % 9) + 1}-01`,
    };
  return {};
}

/**
 * The articles: each leaf channel gets its share; the statuses are spread so that every tab of the
 * content list has rows (drafts, in review, returned, passed, archived, in the recycle bin).
 */
async function seedArticles(ctx: ServiceContext, leaves: Leaf[], total: number) {
  const ids: number[] = [];
  const now = Date.now();
  for (let index = 0; index < total; index += 1) {
    const leaf = pickOf(leaves, index);
    const town = pickOf(TOWNS, index * 7 + 3);
    const subject = pickOf(SUBJECTS, index * 3 + 1);
    const title = `${town}${subject}${leaf.model === "policy" ? "政策解读" : "工作动态"}（第${index + 1}期）`;
    const saved = await createContent(
      ctx,
      ZContentFields.parse({
        channelId: leaf.id,
        title,
        author: pickOf(["县融媒体中心", "县农业农村局", "乡镇宣传办", "通讯员 李明"], index),
        origin: pickOf(["本站原创", "县融媒体中心", "县农业农村局"], index),
        description: `${town}围绕“${subject}”开展工作，带动农户增收。`,
        txt: `<p>${town}近日组织开展${subject}活动，${leaf.name}栏目持续关注。</p><p>活动吸引了周边村民参与，进一步推动乡村振兴。</p>`,
        releaseDate: new Date(now - index * 6 * 3600 * 1000),
        tags: [pickOf(TAGS, index), pickOf(TAGS, index + 2)],
        attrs: attrsOf(leaf, index),
        // Half are saved as drafts; the rest enter review and pass at once (the demo writes as an administrator).
        draft: index % 2 === 0,
      }),
    );
    ids.push(saved.id);
  }
  // Drafts (even indexes): some sent to review, some of those returned with an opinion.
  const drafts = ids.filter((_, index) => index % 2 === 0);
  const toReview = drafts.filter((_, index) => index % 3 !== 0);
  if (toReview.length) await submitContent(ctx, { ids: toReview });
  const toReturn = toReview.filter((_, index) => index % 4 === 0);
  if (toReturn.length)
    await rejectContent(ctx, {
      ids: toReturn,
      opinion: "标题不够准确，请补充活动时间和地点后重新提交。",
      oneStep: false,
    });
  // Passed (odd indexes): some archived, a few deleted to the bin, some on top or recommended.
  const passed = ids.filter((_, index) => index % 2 === 1);
  const archived = passed.filter((_, index) => index % 7 === 0);
  if (archived.length) await pigeonholeContent(ctx, { ids: archived });
  const binned = passed.filter((_, index) => index % 11 === 5);
  if (binned.length) await deleteContent(ctx, { ids: binned });
  const live = passed.filter((id) => !archived.includes(id) && !binned.includes(id));
  const onTop = live.filter((_, index) => index % 13 === 0);
  if (onTop.length)
    await prioritizeContent(ctx, { ids: onTop, topLevel: 5, expiresAt: new Date(now + 30 * 24 * 3600 * 1000) });
  const recommended = live.filter((_, index) => index % 5 === 2);
  if (recommended.length) await recommendContent(ctx, { ids: recommended, level: 1 });
  return { ids, live };
}

async function seedTopics(ctx: ServiceContext, contentIds: number[]) {
  const topics = [
    { name: "乡村振兴在安吉", shortName: "乡村振兴", recommend: true },
    { name: "安吉白茶开采季", shortName: "白茶季", recommend: false },
    { name: "消费帮扶专题", shortName: "消费帮扶", recommend: false },
  ];
  for (const [index, topic] of topics.entries()) {
    const created = await RESOURCE_SERVICES.topic.create(ctx, {
      ...topic,
      keywords: topic.shortName,
      description: `${topic.name}相关报道汇总`,
      titleImg: null,
      contentImg: null,
      tplContent: null,
      priority: index + 1,
    });
    const members = contentIds.filter((_, at) => at % topics.length === index).slice(0, 12);
    await prisma.topicContent.createMany({
      data: members.map((contentId, priority) => ({ topicId: created.id, contentId, priority })),
      skipDuplicates: true,
    });
  }
  return topics.length;
}

/** The tea town's channels and published articles, written in that site as its editors would. */
async function seedTeaTown(ctx: ServiceContext, siteId: number, models: Awaited<ReturnType<typeof ensureModels>>) {
  if ((await prisma.channel.count({ where: { siteId } })) > 0) return 0;
  const inSite: ServiceContext = { ...ctx, actor: { ...ctx.actor, siteId } };
  const leaves: Leaf[] = [];
  await createTree(inSite, TEA_TOWN_TREE, null, models, leaves, null);
  const now = Date.now();
  for (let index = 0; index < TEA_TOWN_ARTICLES; index += 1) {
    const leaf = pickOf(leaves, index);
    const title = pickOf(TEA_TOWN_TITLES, index);
    await createContent(
      inSite,
      ZContentFields.parse({
        channelId: leaf.id,
        title: index < TEA_TOWN_TITLES.length ? title : `${title}（续）`,
        author: pickOf(["溪龙乡宣传办", "白茶小镇运营中心", "通讯员 盛晓燕"], index),
        origin: "本站原创",
        description: title,
        txt: `<p>${title}。</p><p>白茶小镇坚持“绿水青山就是金山银山”，以茶兴业、以茶促旅。</p>`,
        releaseDate: new Date(now - index * 20 * 3600 * 1000),
        tags: ["白茶", pickOf(TAGS, index)],
        attrs: attrsOf(leaf, index),
        draft: false,
      }),
    );
  }
  return leaves.length;
}

export async function seedCmsDemo(
  ctx: ServiceContext,
  options: { articles?: number } = {},
): Promise<{ written: boolean; summary: string }> {
  const siteId = currentSite(ctx);
  if ((await prisma.content.count({ where: { siteId } })) > 0) return { written: false, summary: "" };
  await seedCmsAssistDemo(ctx);
  const teaTown =
    (await prisma.site.findFirst({ where: { accessPath: "baicha" }, select: { id: true } })) ??
    (await createSite(
      ctx,
      ZSaveSiteInput.parse({
        siteName: "安吉白茶小镇",
        shortName: "白茶小镇",
        accessPath: "baicha",
        domain: "baicha.example.cn",
      }),
    ));
  // The demo's own site is the county portal: named for the county (unless someone renamed it
  // already), its public pages at /site/county/ (when it has no access path yet).
  const own = await prisma.site.findUniqueOrThrow({ where: { id: siteId } });
  const named = own.name === MASTER_SITE_NAME ? PORTAL : { siteName: own.name, shortName: own.shortName };
  const accessPath =
    own.accessPath ??
    ((await prisma.site.findFirst({ where: { accessPath: "county" }, select: { id: true } })) ? null : "county");
  await updateSiteBase(ctx, siteId, ZSiteFields.parse({ ...own, ...named, accessPath }));
  const models = await ensureModels(ctx);
  // Content submitted by editors waits for the seeded reviewer (审核员) at the one-step workflow.
  await seedWorkflowDemo(ctx);
  const workflow = await prisma.workflow.findFirst({
    where: { siteId },
    orderBy: { priority: "asc" },
    select: { id: true },
  });
  const leaves: Leaf[] = [];
  await createTree(ctx, TREE, null, models, leaves, workflow?.id ?? null);
  const total = options.articles ?? 300;
  const { ids, live } = await seedArticles(ctx, leaves, total);
  const topics = await seedTopics(ctx, live.length ? live : ids);
  const teaTownChannels = await seedTeaTown(ctx, teaTown.id, models);
  await seedFormsDemo(ctx, siteId);
  return {
    written: true,
    summary: `2 sites (${PORTAL.siteName}, 安吉白茶小镇), ${leaves.length} + ${teaTownChannels} leaf channels, 2 models with custom fields, ${total} articles in every status and ${TEA_TOWN_ARTICLES} published on the tea town's site, ${topics} topics, a custom form and a job posting with a submission each; public pages at /site/county/ and /site/baicha/`,
  };
}
