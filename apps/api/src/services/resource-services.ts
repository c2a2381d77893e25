import type { ResourceName } from "@suyuan/contracts/kit/resource-registry";
import { KIT_RESOURCES } from "../kit/kit-resources.ts";
import { createResourceService, type ResourceHooks, type ResourceService } from "../kit/resource-service.ts";
import { baseHooks } from "./base/base-hooks.ts";
import { enterpriseHooks } from "./enterprise/enterprise-hooks.ts";
import { goodsHooks } from "./goods/goods-hooks.ts";
import { batchHooks } from "./batch/batch-hooks.ts";
import { recallHooks } from "./recall/recall-hooks.ts";
import { houseHooks } from "./base/house-hooks.ts";
import { commerceInfoHooks } from "./commerce-info/commerce-info-hooks.ts";
import { expressHooks } from "./express/express-hooks.ts";
import { mallItemHooks } from "./mall/mall-hooks.ts";
import { personInfoHooks } from "./person-info/person-info-hooks.ts";
import { roleHooks } from "./role/role-hooks.ts";
import { userHooks } from "./user/user-hooks.ts";
import { projectHooks } from "./project/project-hooks.ts";
import { envDeviceHooks } from "./env/env-device-hooks.ts";
import { envPlateHooks } from "./env/env-plate-hooks.ts";
import { saleHooks } from "./sale/sale-hooks.ts";
import { townStatisticHooks } from "./statistics/statistics-hooks.ts";
import { stockHooks } from "./stock/stock-hooks.ts";
import { trainingHooks } from "./training/training-hooks.ts";
import { topicHooks } from "./topic/topic-hooks.ts";
import { scheduledTaskHooks } from "./scheduled-task/scheduled-task-hooks.ts";
import { apiAccountHooks } from "./api-account/api-account-hooks.ts";
import { apiInfoHooks } from "./api-account/api-info-hooks.ts";
import { webhookAuthHooks, webhookHooks } from "./webhook/webhook-hooks.ts";
import { ossHooks } from "./oss/oss-hooks.ts";
import { statAccountHooks } from "./traffic/stat-account-hooks.ts";
import { contentTypeHooks } from "./cms/assist/content-type-hooks.ts";
import { dictionaryHooks } from "./cms/assist/dictionary-hooks.ts";
import { contentOriginHooks } from "./cms/assist/content-origin-hooks.ts";
import { tagHooks } from "./cms/assist/tag-hooks.ts";
import { traceTemplateHooks } from "./trace-template/trace-template-hooks.ts";
import { userInfoHooks } from "./user-info/user-info-hooks.ts";
import { dailyReportHooks } from "./daily-report/daily-report-hooks.ts";
import { enterpriseCodeHooks } from "./enterprise-code/enterprise-code-hooks.ts";
import { commodityCodeHooks } from "./commodity-code/commodity-code-hooks.ts";
import { purchaseOrderHooks } from "./work-platform/purchase-order-hooks.ts";
import { salesAgencyHooks } from "./work-platform/sales-agency-hooks.ts";
import { stationHooks } from "./work-platform/station-operators.ts";
import { workflowHooks } from "./content/workflow-hooks.ts";
import { friendlinkHooks } from "./audience/friendlink-hooks.ts";
import { memberHooks } from "./member/member-hooks.ts";
import { memberAccountHooks } from "./member/member-account-hooks.ts";
import { departmentHooks } from "./department/department-hooks.ts";
import { voteTopicHooks } from "./vote/vote-topic-hooks.ts";
import { advertisingHooks } from "./advertising/advertising-hooks.ts";
import { scoreItemHooks } from "./score/score-item-hooks.ts";
import { customFormFieldHooks, customFormHooks } from "./custom-form/custom-form-hooks.ts";

/** What a resource's services add by hand to the generated ones (rules, computed values). */
const HOOKS: { [K in ResourceName]?: ResourceHooks } = {
  member: memberHooks,
  memberAccount: memberAccountHooks,
  department: departmentHooks,
  traceTemplate: traceTemplateHooks,
  topic: topicHooks,
  scheduledTask: scheduledTaskHooks,
  apiAccount: apiAccountHooks,
  apiInfo: apiInfoHooks,
  webhook: webhookHooks,
  webhookAuth: webhookAuthHooks,
  oss: ossHooks,
  statAccount: statAccountHooks,
  contentType: contentTypeHooks,
  dictionary: dictionaryHooks,
  contentOrigin: contentOriginHooks,
  tag: tagHooks,
  workflow: workflowHooks,
  friendlink: friendlinkHooks,
  customForm: customFormHooks,
  customFormField: customFormFieldHooks,
  voteTopic: voteTopicHooks,
  advertising: advertisingHooks,
  scoreItem: scoreItemHooks,
  base: baseHooks,
  enterprise: enterpriseHooks,
  goods: goodsHooks,
  batch: batchHooks,
  recall: recallHooks,
  house: houseHooks,
  role: roleHooks,
  user: userHooks,
  userInfo: userInfoHooks,
  personInfo: personInfoHooks,
  training: trainingHooks,
  commerceInfo: commerceInfoHooks,
  townStatistic: townStatisticHooks,
  express: expressHooks,
  stock: stockHooks,
  sale: saleHooks,
  mallItem: mallItemHooks,
  project: projectHooks,
  envDevice: envDeviceHooks,
  envPlate: envPlateHooks,
  dailyReport: dailyReportHooks,
  enterpriseCode: enterpriseCodeHooks,
  commodityCode: commodityCodeHooks,
  purchaseOrder: purchaseOrderHooks,
  station: stationHooks,
  salesAgency: salesAgencyHooks,
};

/** The service functions of every kit resource, shared by tRPC, the legacy adapter, exports and scripts. */
export const RESOURCE_SERVICES = Object.fromEntries(
  Object.keys(KIT_RESOURCES).map((name) => [
    name,
    createResourceService(KIT_RESOURCES[name as ResourceName], HOOKS[name as ResourceName]),
  ]),
) as Record<ResourceName, ResourceService>;
