import { customFormResource } from "../custom-form/custom-form-resource.ts";
import { customFormFieldResource } from "../custom-form/custom-form-field-resource.ts";
import { baseResource } from "../base/base-resource.ts";
import { enterpriseResource } from "../enterprise/enterprise-resource.ts";
import { goodsResource } from "../goods/goods-resource.ts";
import { recallResource } from "../recall/recall-resource.ts";
import { batchResource } from "../batch/batch-resource.ts";
import { houseResource } from "../base/house-resource.ts";
import { expressResource } from "../express/express-resource.ts";
import { mallItemResource } from "../mall/mall-item-resource.ts";
import { saleResource } from "../sale/sale-resource.ts";
import { townStatisticResource } from "../statistics/town-statistic-resource.ts";
import { stockResource } from "../stock/stock-resource.ts";
import { commerceInfoResource } from "../commerce-info/commerce-info-resource.ts";
import { personInfoResource } from "../person-info/person-info-resource.ts";
import { roleResource } from "../role/role-resource.ts";
import { userResource } from "../user/user-resource.ts";
import { projectResource } from "../project/project-resource.ts";
import { envDeviceResource } from "../env/env-device-resource.ts";
import { envPlateResource } from "../env/env-plate-resource.ts";
import { townResource } from "../town/town-resource.ts";
import { traceTemplateResource } from "../trace-template/trace-template-resource.ts";
import { trainingResource } from "../training/training-resource.ts";
import { workflowResource } from "../content/workflow-resource.ts";
import { topicResource } from "../topic/topic-resource.ts";
import { scheduledTaskResource } from "../scheduled-task/scheduled-task-resource.ts";
import { contentTypeResource } from "../content-type/content-type-resource.ts";
import { dictionaryResource } from "../dictionary/dictionary-resource.ts";
import { sensitivityResource } from "../sensitivity/sensitivity-resource.ts";
import { guestbookCtgResource } from "../guestbook/guestbook-ctg-resource.ts";
import { friendlinkCtgResource } from "../friendlink/friendlink-ctg-resource.ts";
import { memberGroupResource } from "../member/member-group-resource.ts";
import { registerItemResource } from "../member/register-item-resource.ts";
import { memberResource } from "../member/member-resource.ts";
import { memberAccountResource } from "../member/member-account-resource.ts";
import { departmentResource } from "../department/department-resource.ts";
import { friendlinkResource } from "../friendlink/friendlink-resource.ts";
import { searchWordsResource } from "../searchwords/searchwords-resource.ts";
import { keywordResource } from "../keyword/keyword-resource.ts";
import { apiAccountResource } from "../api-account/api-account-resource.ts";
import { apiInfoResource } from "../api-account/api-info-resource.ts";
import { webhookResource } from "../webhook/webhook-resource.ts";
import { webhookAuthResource } from "../webhook/webhook-auth-resource.ts";
import { ossResource } from "../oss/oss-resource.ts";
import { statAccountResource } from "../stat-account/stat-account-resource.ts";
import { voteTopicResource } from "../vote/vote-topic-resource.ts";
import { advertisingSpaceResource } from "../advertising/advertising-space-resource.ts";
import { advertisingResource } from "../advertising/advertising-resource.ts";
import { scoreGroupResource } from "../score/score-group-resource.ts";
import { scoreItemResource } from "../score/score-item-resource.ts";
import { contentOriginResource } from "../content-origin/content-origin-resource.ts";
import { tagResource } from "../tag/tag-resource.ts";
import { userInfoResource } from "../user-info/user-info-resource.ts";
import { villageStationResource } from "../village-station/village-station-resource.ts";
import { dailyReportResource } from "../daily-report/daily-report-resource.ts";
import { enterpriseCodeResource } from "../enterprise-code/enterprise-code-resource.ts";
import { commodityCodeResource } from "../commodity-code/commodity-code-resource.ts";
import { purchaseOrderResource } from "../work-platform/purchase-order-resource.ts";
import { salesAgencyResource } from "../work-platform/sales-agency-resource.ts";
import { stationResource } from "../village-station/village-station-resource.ts";

/**
 * Every resource built by the kit. A new resource is its Prisma model, its definition file and
 * its two lines here (the import and the entry); `npm run generate:routes -w @suyuan/web` then
 * writes its route files and route-registry data. The API, the legacy paths and the pages come
 * from this list (docs/resource-kit.md).
 */
export const RESOURCES = {
  town: townResource,
  villageStation: villageStationResource,
  userInfo: userInfoResource,
  personInfo: personInfoResource,
  training: trainingResource,
  commerceInfo: commerceInfoResource,
  townStatistic: townStatisticResource,
  express: expressResource,
  stock: stockResource,
  sale: saleResource,
  mallItem: mallItemResource,
  base: baseResource,
  enterprise: enterpriseResource,
  goods: goodsResource,
  recall: recallResource,
  batch: batchResource,
  house: houseResource,
  role: roleResource,
  user: userResource,
  department: departmentResource,
  project: projectResource,
  envDevice: envDeviceResource,
  envPlate: envPlateResource,
  traceTemplate: traceTemplateResource,
  topic: topicResource,
  scheduledTask: scheduledTaskResource,
  contentType: contentTypeResource,
  dictionary: dictionaryResource,
  sensitivity: sensitivityResource,
  guestbookCtg: guestbookCtgResource,
  friendlinkCtg: friendlinkCtgResource,
  friendlink: friendlinkResource,
  memberGroup: memberGroupResource,
  registerItem: registerItemResource,
  member: memberResource,
  memberAccount: memberAccountResource,
  searchWords: searchWordsResource,
  keyword: keywordResource,
  voteTopic: voteTopicResource,
  advertisingSpace: advertisingSpaceResource,
  advertising: advertisingResource,
  scoreGroup: scoreGroupResource,
  scoreItem: scoreItemResource,
  customForm: customFormResource,
  customFormField: customFormFieldResource,
  contentOrigin: contentOriginResource,
  tag: tagResource,
  workflow: workflowResource,
  purchaseOrder: purchaseOrderResource,
  salesAgency: salesAgencyResource,
  station: stationResource,
  dailyReport: dailyReportResource,
  enterpriseCode: enterpriseCodeResource,
  commodityCode: commodityCodeResource,
  apiAccount: apiAccountResource,
  apiInfo: apiInfoResource,
  webhook: webhookResource,
  webhookAuth: webhookAuthResource,
  oss: ossResource,
  statAccount: statAccountResource,
} as const;

export type ResourceName = keyof typeof RESOURCES;
