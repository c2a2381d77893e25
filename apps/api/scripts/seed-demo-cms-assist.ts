// The small content resources of `npm run seed:demo` (and the staff departments): dictionary entries, article origins and the
// current site's tags (their counts follow when the content demo tags its articles). Through the
// kit's services, like the other parts; written once (a database that has origins is left alone).
import { prisma } from "@suyuan/db/client";
import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";
import type { ServiceContext } from "../src/services/service-context.ts";
import { seedApiDemo } from "./seed-demo-api.ts";
import { seedMembersDemo } from "./seed-demo-members.ts";
import { seedDepartmentsDemo } from "./seed-demo-departments.ts";

const DICTIONARY: [type: string, name: string, value: string][] = [
  ["来源类别", "原创", "original"],
  ["来源类别", "转载", "reprint"],
  ["来源类别", "投稿", "contribution"],
  ["行业", "种植业", "planting"],
  ["行业", "畜牧业", "husbandry"],
  ["行业", "渔业", "fishery"],
  ["行业", "农产品加工", "processing"],
];
const ORIGINS = ["本站原创", "人民日报", "新华社", "浙江日报", "县融媒体中心", "县农业农村局"];
const TAGS = ["乡村振兴", "脱贫攻坚", "白茶", "农产品", "政策解读", "电商直播", "美丽乡村"];

export async function seedCmsAssistDemo(ctx: ServiceContext): Promise<{ written: boolean; summary: string }> {
  if ((await prisma.contentOrigin.count()) > 0) return { written: false, summary: "" };
  for (const [index, [type, name, value]] of DICTIONARY.entries())
    await RESOURCE_SERVICES.dictionary.create(ctx, { type, name, value, priority: index + 1 });
  for (const name of ORIGINS) await RESOURCE_SERVICES.contentOrigin.create(ctx, { name });
  for (const name of TAGS) await RESOURCE_SERVICES.tag.create(ctx, { name });
  await seedAudienceDemo(ctx);
  await seedApiDemo(ctx);
  // The home page regenerated nightly, and the content pages weekly (Monday 03:00).
  await RESOURCE_SERVICES.scheduledTask.create(ctx, {
    name: "每日首页静态化",
    type: "static_index",
    execycle: "interval",
    intervalUnit: "day",
    hour: 2,
    minute: 30,
    enabled: true,
  });
  await RESOURCE_SERVICES.scheduledTask.create(ctx, {
    name: "每周内容页静态化",
    type: "static_content",
    execycle: "cron",
    cronExpression: "0 3 * * 1",
    enabled: false,
  });
  return {
    written: true,
    summary: `${DICTIONARY.length} dictionary entries, ${ORIGINS.length} origins, ${TAGS.length} tags, 2 scheduled tasks, the audience's words, links, a vote, an ad, a rating set, an API interface and a web service`,
  };
}

/** The sites' audience settings a county starts with: words to replace, links, hot words, members. */
async function seedAudienceDemo(ctx: ServiceContext): Promise<void> {
  const services = RESOURCE_SERVICES;
  await services.sensitivity.create(ctx, { search: "假冒伪劣", replacement: "***" });
  await services.guestbookCtg.create(ctx, { name: "咨询建议", priority: 1, description: "对农产品质量和服务的咨询" });
  const { id: categoryId } = await services.friendlinkCtg.create(ctx, { name: "政府网站", priority: 1 });
  await services.friendlink.create(ctx, {
    name: "浙江省农业农村厅",
    domain: "https://nynct.zj.gov.cn",
    categoryId,
    priority: 1,
    views: 0,
    enabled: true,
  });
  await services.searchWords.create(ctx, { name: "白茶", hitCount: 12, priority: 1, recommend: true });
  await services.keyword.create(ctx, { name: "安吉白茶", url: "https://www.anji.gov.cn", disabled: false });
  await seedMembersDemo(ctx);
  await seedDepartmentsDemo(ctx);
  await services.voteTopic.create(ctx, {
    title: "您最喜爱的本县农产品",
    description: "评选结果将在首页公布",
    repeateHour: 24,
    restrictCookie: true,
    restrictIp: true,
    source: [
      {
        id: null,
        title: "最喜爱的农产品",
        priority: 1,
        type: 1,
        voteItems: ["安吉白茶", "锦绣黄桃", "高山茭白"].map((title, index) => ({
          id: null,
          title,
          priority: index + 1,
          picture: null,
        })),
      },
      { id: null, title: "您的建议", priority: 2, type: 3, voteItems: [] },
    ],
  });
  const { id: scoreGroupId } = await services.scoreGroup.create(ctx, {
    name: "文章评分",
    description: "访客为文章打分",
    enable: true,
    def: true,
  });
  for (const [index, [name, score]] of (
    [
      ["很好", 5],
      ["一般", 3],
      ["较差", 1],
    ] as const
  ).entries())
    await services.scoreItem.create(ctx, { groupId: scoreGroupId, name, score, imagePath: null, priority: index + 1 });
  const { id: adspaceId } = await services.advertisingSpace.create(ctx, {
    name: "首页通栏",
    description: "首页顶部横幅",
    enabled: true,
  });
  await services.advertising.create(ctx, {
    name: "农产品展销会",
    adspaceId,
    category: "text",
    weight: 1,
    enabled: true,
    attr_text_title: "第五届农产品展销会，欢迎参展",
    attr_text_link: "https://nynct.zj.gov.cn",
    attr_text_target: "_blank",
    attr_image_target: "_blank",
  });
}
