import { ZChannelFields } from "@suyuan/contracts/channel/channel-fields";
import { ZContentFields } from "@suyuan/contracts/content/content-fields";
import { prisma } from "@suyuan/db/client";
import { createChannel } from "../src/services/cms/channel/channel-writes.ts";
import { createContent } from "../src/services/content/content-write.ts";
import { submitCustomForm } from "../src/services/custom-form/custom-form-submission.ts";
import { applyForJob, JOB_MODEL_PATH } from "../src/services/job-apply/job-applies.ts";
import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";
import type { ServiceContext } from "../src/services/service-context.ts";

// The demo's custom form (a published sign-up form with its fields and a submission) and its
// job posting (an article of the job model in 人才招聘) with one application.

export async function seedFormsDemo(ctx: ServiceContext, siteId: number): Promise<void> {
  const services = RESOURCE_SERVICES;
  const { id: formId } = await services.customForm.create(ctx, {
    name: "农产品展销会报名",
    priority: 1,
    enable: true,
    allowGuest: true,
    dayLimit: 0,
    memberMeun: false,
    allSite: false,
  });
  const fields = [
    { field: "company", label: "单位名称", dataType: "1", required: true, displayInList: true },
    { field: "contact", label: "联系人", dataType: "1", required: true, displayInList: true },
    { field: "booths", label: "展位数", dataType: "2", required: true, displayInList: true },
    { field: "category", label: "产品类别", dataType: "6", required: true, optValue: "茶叶,水果,蔬菜,其他" },
    { field: "place", label: "所在地区", dataType: "11", required: false },
  ];
  for (const [index, field] of fields.entries())
    await services.customFormField.create(ctx, { formId, priority: index + 1, ...field });
  await submitCustomForm({
    siteId,
    formId,
    values: { company: "溪龙白茶合作社", contact: "盛先生", booths: "2", category: "茶叶", place: "330500" },
    memberId: null,
    ip: "203.0.113.10",
  });

  const model = await prisma.cmsModel.findFirst({ where: { kind: "content", path: JOB_MODEL_PATH } });
  if (!model) return;
  const channel = await createChannel(
    ctx,
    ZChannelFields.parse({ name: "人才招聘", path: "jobs", parentId: null, priority: 99, modelIds: [model.id] }),
  );
  const posting = await createContent(
    ctx,
    ZContentFields.parse({
      channelId: channel.id,
      modelId: model.id,
      title: "招聘农产品电商运营专员",
      author: "县农业农村局",
      origin: "本站原创",
      description: "负责农产品网店运营与直播带货",
      txt: "<p>岗位职责：负责本县农产品网店的日常运营与直播带货。</p><p>任职要求：大专及以上学历。</p>",
      releaseDate: new Date(),
      tags: [],
      attrs: {},
      draft: false,
    }),
  );
  await applyForJob({
    siteId,
    contentId: posting.id,
    memberId: null,
    ip: "203.0.113.11",
    values: {
      realname: "李晓明",
      mobile: "13900001111",
      email: "",
      gender: "男",
      eduBack: "本科",
      eduSchool: "浙江农林大学",
      selfEvaluation: "熟悉短视频运营。",
    },
  });
}
