import type { AnyProcedure } from "@trpc/server";
import type { z } from "zod";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { RESOURCES, ResourceName } from "@suyuan/contracts/kit/resource-registry";
import { KIT_RESOURCES } from "../../kit/kit-resources.ts";
import { choiceKeys } from "../../kit/resource-keys.ts";
import { resourceRouter, type Typed } from "../resource-router.ts";
import { RESOURCE_SERVICES } from "../../services/resource-services.ts";
import { findBatchChoicesProcedure } from "./batch/find-batch-choices.ts";
import { checkEnterpriseProcedure } from "./enterprise/check-enterprise.ts";
import { findEnterprisesProcedure } from "./enterprise/find-enterprises.ts";
import { getMyEnterpriseProcedure } from "./enterprise/get-my-enterprise.ts";
import { updateMyEnterpriseProcedure } from "./enterprise/update-my-enterprise.ts";
import { updateEnvDevicesUsableProcedure } from "./env/update-env-devices-usable.ts";
import { updateEnvPlatesUsableProcedure } from "./env/update-env-plates-usable.ts";
import { examineGoodsProcedure } from "./goods/examine-goods.ts";
import { getBatchProcedure } from "./batch/get-batch.ts";
import { closeRecallProcedure } from "./recall/close-recall.ts";
import { updateCloseNoteProcedure } from "./recall/update-close-note.ts";
import { addOrUpdatePersonProcedure } from "./person-info/add-or-update-person.ts";
import { findPersonStateHistoryProcedure } from "./person-info/find-person-state-history.ts";
import { updatePersonStateProcedure } from "./person-info/update-person-state.ts";
import { addRoleMembersProcedure } from "./role/add-role-members.ts";
import { findRoleMembersProcedure } from "./role/find-role-members.ts";
import { removeRoleMembersProcedure } from "./role/remove-role-members.ts";
import { findRoleAdminsProcedure } from "./role/find-role-admins.ts";
import { originAdminProcedures } from "./user/origin-admin-procedures.ts";
import { departmentProcedures } from "./department/department-procedures.ts";
import { createUserProcedure } from "./user/create-user.ts";
import { resetUserPasswordProcedure } from "./user/reset-user-password.ts";
import { updateUsersEnabledProcedure } from "./user/update-users-enabled.ts";
import { findSaleMonthlyProcedure } from "./sale/find-sale-monthly.ts";
import { findStatisticMonthProcedure } from "./statistics/find-statistic-month.ts";
import { findStatisticSeriesProcedure } from "./statistics/find-statistic-series.ts";
import { countLowStockProcedure } from "./stock/count-low-stock.ts";
import { findStockMovementsProcedure } from "./stock/find-stock-movements.ts";
import { moveStockProcedure } from "./stock/move-stock.ts";
import { addTemplateStageProcedure } from "./trace-template/add-template-stage.ts";
import { checkTemplateOrderProcedure } from "./trace-template/check-order.ts";
import { copyTemplateProcedure } from "./trace-template/copy-template.ts";
import { deleteTemplateStageProcedure } from "./trace-template/delete-template-stage.ts";
import { updateTemplateStageProcedure } from "./trace-template/update-template-stage.ts";
import { saveWorkflowOrderProcedure } from "./workflow/save-workflow-order.ts";
import { findTopicTemplatesProcedure } from "./topic/find-topic-templates.ts";
import { checkContentTypeIdProcedure } from "./cms-assist/check-content-type-id.ts";
import { checkDictionaryValueProcedure } from "./cms-assist/check-dictionary-value.ts";
import { findDictionaryTypesProcedure } from "./cms-assist/find-dictionary-types.ts";
import { checkTagNameProcedure } from "./cms-assist/check-tag-name.ts";
import { findTopicsByChannelProcedure } from "./topic/find-topics-by-channel.ts";
import { prioritizeTopicsProcedure } from "./topic/prioritize-topics.ts";
import { sendContentToTopicsProcedure } from "./topic/send-content-to-topics.ts";
import { findDailyReportSeriesProcedure } from "./daily-report/find-daily-report-series.ts";
import { prefillDailyReportProcedure } from "./daily-report/prefill-daily-report.ts";
import { adoptCommodityCodeProcedure } from "./commodity-code/adopt-commodity-code.ts";
import { deleteCommodityCategoryProcedure } from "./commodity-code/delete-commodity-category.ts";
import { findCommodityCategoriesProcedure } from "./commodity-code/find-commodity-categories.ts";
import { saveCommodityCategoryProcedure } from "./commodity-code/save-commodity-category.ts";
import { findCompanyPrefixProcedure } from "./commodity-code/find-company-prefix.ts";
import { findPurchaseOrderEventsProcedure } from "./work-platform/find-purchase-order-events.ts";
import { findSalesAgencyHistoryProcedure } from "./work-platform/find-sales-agency-history.ts";
import { recordAgencySaleProcedure } from "./work-platform/record-agency-sale.ts";
import { settleSalesAgencyProcedure } from "./work-platform/settle-sales-agency.ts";
import { transitionPurchaseOrderProcedure } from "./work-platform/transition-purchase-order.ts";
import { findStationOperatorOptionsProcedure } from "./station/find-station-operator-options.ts";
import { updateSensitiveWordsProcedure } from "./sensitivity/update-sensitive-words.ts";
import { friendlinkCtgProcedures } from "./friendlink/friendlink-ctg-procedures.ts";
import { registerItemProcedures } from "./member/register-item-procedures.ts";
import { prioritizeFriendlinksProcedure } from "./friendlink/prioritize-friendlinks.ts";
import { apiAccountProcedures } from "./api-account/api-account-procedures.ts";
import { webhookProcedures } from "./webhook/webhook-procedures.ts";
import { webhookAuthProcedures } from "./webhook/webhook-auth-procedures.ts";
import { updateKeywordsProcedure } from "./keyword/update-keywords.ts";
import {
  checkMemberNameProcedure,
  checkMembersProcedure,
  createMemberProcedure,
  memberFieldsProcedure,
  prioritizeMemberGroupsProcedure,
  resetMemberPasswordProcedure,
} from "./member/member-procedures.ts";
import { setVoteTopicsEnabledProcedure } from "./vote/set-vote-topics-enabled.ts";
import { saveVoteQuestionsProcedure } from "./vote/save-vote-questions.ts";
import { prioritizeCustomFormsProcedure } from "./custom-form/prioritize-custom-forms.ts";
import { publishCustomFormsProcedure } from "./custom-form/publish-custom-forms.ts";
import { prioritizeCustomFieldsProcedure } from "./custom-form/prioritize-custom-fields.ts";
import { checkCustomFieldProcedure } from "./custom-form/check-custom-field.ts";
import { advertisingSpaceProcedures } from "./advertising/advertising-space-procedures.ts";

const ALL: readonly ResourceDefinition[] = Object.values(KIT_RESOURCES);

/** Hand-written procedures beside the generated ones, per resource. */
const EXTRA = {
  workflow: { priority: saveWorkflowOrderProcedure },
  envDevice: { updateUsable: updateEnvDevicesUsableProcedure },
  envPlate: { updateUsable: updateEnvPlatesUsableProcedure },
  enterprise: {
    // `find` replaces the generated one: the list key only (members read just their own record).
    find: findEnterprisesProcedure,
    check: checkEnterpriseProcedure,
    getMine: getMyEnterpriseProcedure,
    updateMine: updateMyEnterpriseProcedure,
  },
  goods: { examine: examineGoodsProcedure },
  // `get` replaces the generated one: it adds the bound-code count.
  batch: { get: getBatchProcedure, choices: findBatchChoicesProcedure },
  traceTemplate: {
    copy: copyTemplateProcedure,
    checkOrder: checkTemplateOrderProcedure,
    addStage: addTemplateStageProcedure,
    updateStage: updateTemplateStageProcedure,
    deleteStage: deleteTemplateStageProcedure,
  },
  recall: { close: closeRecallProcedure, updateCloseNote: updateCloseNoteProcedure },
  contentType: { checkId: checkContentTypeIdProcedure },
  dictionary: { types: findDictionaryTypesProcedure, checkValue: checkDictionaryValueProcedure },
  tag: { checkName: checkTagNameProcedure },
  topic: {
    byChannel: findTopicsByChannelProcedure,
    priority: prioritizeTopicsProcedure,
    tplList: findTopicTemplatesProcedure,
    sendContent: sendContentToTopicsProcedure,
  },
  personInfo: {
    updateState: updatePersonStateProcedure,
    findStateHistory: findPersonStateHistoryProcedure,
    addOrUpdate: addOrUpdatePersonProcedure(RESOURCE_SERVICES.personInfo),
  },
  townStatistic: { findSeries: findStatisticSeriesProcedure, findMonth: findStatisticMonthProcedure },
  stock: { move: moveStockProcedure, findMovements: findStockMovementsProcedure, countLow: countLowStockProcedure },
  sale: { findMonthly: findSaleMonthlyProcedure },
  role: {
    findMembers: findRoleMembersProcedure,
    addMembers: addRoleMembersProcedure,
    removeMembers: removeRoleMembersProcedure,
    findAdmins: findRoleAdminsProcedure,
  },
  // The create procedures of members and users replace the generated ones: they also take the
  // username and password.
  member: {
    create: createMemberProcedure,
    check: checkMembersProcedure,
    checkName: checkMemberNameProcedure,
    fields: memberFieldsProcedure,
    resetPassword: resetMemberPasswordProcedure,
  },
  memberGroup: { priority: prioritizeMemberGroupsProcedure },
  // The items answer at the origin's config/register_item_* paths.
  registerItem: registerItemProcedures(RESOURCE_SERVICES.registerItem),
  user: {
    create: createUserProcedure,
    updateEnabled: updateUsersEnabledProcedure,
    resetPassword: resetUserPasswordProcedure,
    ...originAdminProcedures,
  },
  // The origin's department/list is one level of the tree; the tree, order and members beside.
  department: departmentProcedures(RESOURCE_SERVICES.department),
  dailyReport: {
    prefill: prefillDailyReportProcedure,
    series: findDailyReportSeriesProcedure,
  },
  commodityCode: {
    adopt: adoptCommodityCodeProcedure,
    categories: findCommodityCategoriesProcedure,
    saveCategory: saveCommodityCategoryProcedure,
    deleteCategory: deleteCommodityCategoryProcedure,
    companyPrefix: findCompanyPrefixProcedure,
  },
  station: { operatorOptions: findStationOperatorOptionsProcedure },
  // `update` replaces the generated one: it also takes the origin's bulk form.
  sensitivity: { update: updateSensitiveWordsProcedure },
  keyword: { update: updateKeywordsProcedure },
  friendlink: { priority: prioritizeFriendlinksProcedure },
  apiAccount: apiAccountProcedures,
  webhook: webhookProcedures(RESOURCE_SERVICES.webhook),
  // The receivers' credentials answer at the origin's webservice/auth_* paths.
  webhookAuth: webhookAuthProcedures(RESOURCE_SERVICES.webhookAuth),
  // The categories answer at the origin's friendlink/ctg_* paths.
  friendlinkCtg: friendlinkCtgProcedures(RESOURCE_SERVICES.friendlinkCtg),
  voteTopic: { priority: setVoteTopicsEnabledProcedure, saveQuestions: saveVoteQuestionsProcedure },
  customForm: { priority: prioritizeCustomFormsProcedure, publish: publishCustomFormsProcedure },
  customFormField: { priority: prioritizeCustomFieldsProcedure, checkField: checkCustomFieldProcedure },
  // The spaces answer at the origin's advertising/space_* paths.
  advertisingSpace: advertisingSpaceProcedures(RESOURCE_SERVICES.advertisingSpace),
  purchaseOrder: { transition: transitionPurchaseOrderProcedure, findEvents: findPurchaseOrderEventsProcedure },
  salesAgency: {
    sell: recordAgencySaleProcedure,
    settle: settleSalesAgencyProcedure,
    findHistory: findSalesAgencyHistoryProcedure,
  },
};

type Extra = typeof EXTRA;
type RouterOf<D, X> =
  D extends Typed<
    infer Find extends z.ZodType,
    infer FindOutput extends z.ZodType,
    infer Item extends z.ZodType,
    infer Fields extends z.ZodType,
    infer Update extends z.ZodType<{ id: number; data: unknown }>
  >
    ? ReturnType<typeof resourceRouter<Find, FindOutput, Item, Fields, Update, X & Record<string, AnyProcedure>>>
    : never;

/**
 * The router of every kit resource, keyed like RESOURCES: built from the registry, so a plain
 * resource needs no line here; one with hand-written procedures lists them in EXTRA.
 */
export const resourceRouters = Object.fromEntries(
  Object.entries(KIT_RESOURCES).map(([name, definition]) => [
    name,
    // Typed per resource by the cast below; built alike for all.
    resourceRouter(definition as never, RESOURCE_SERVICES[name as ResourceName], {
      choosers: choiceKeys(definition, ALL),
      extra: (EXTRA as Record<string, Record<string, AnyProcedure> | undefined>)[name] ?? {},
    }),
  ]),
) as unknown as {
  [K in ResourceName]: RouterOf<(typeof RESOURCES)[K], K extends keyof Extra ? Extra[K] : Record<never, never>>;
};
