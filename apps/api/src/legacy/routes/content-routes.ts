import { ZSaveContentInput, ZUpdateContentInput } from "@suyuan/contracts/content/content-fields";
import {
  ZFindContentInput,
  ZFindContentRecordsInput,
  ZGetContentInput,
  type TContentDetail,
  type TFindContentQuery,
} from "@suyuan/contracts/content/content-find";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import { splitTagStr } from "@suyuan/contracts/tag/tag-names";
import { hasPermission } from "../../services/auth/user-access.ts";
import { findContentRecords, getContent, viewContent } from "../../services/content/content-queries.ts";
import { findOriginContentJson } from "../../services/content/content-list.ts";
import { SessionUnconfirmed } from "../../services/access/caller-context.ts";
import { createContent, updateContent } from "../../services/content/content-write.ts";
import { topicIdsOfContent } from "../../services/topic/topic-hooks.ts";
import { formatDateTime } from "../../services/export/export-formats.ts";
import { formBoolean, formList, formNumber, formNumberOrNull, formPaging } from "../form-values.ts";
import { legacyRoute, type LegacyAuthedContext } from "../legacy-route.ts";
import { procedureAccess } from "../procedure-access.ts";

// The origin's content paths whose field names or answers differ from the typed procedures
// (docs: /work/shared/spec/origin-client-content-pages.md). The status actions (submit, check,
// reject, ..., cycle_delete) take `ids` as the procedures do and are derived from them.
//   content/page, content/list: `cid` or `channelId`, `queryStatus` or `status`, `queryTitle` or
//     `title`, `keyword` or `queryKeyword` (full-text), `queryTypeId`, `queryTopLevel`, `queryRecommend`; rows carry `status` as the
//     origin's number and `releaseDate` as yyyy-MM-dd HH:mm:ss.
//   content/save, content/update: the origin's form (`txt`, `tagStr`, `picPaths`/`picDescs`,
//     `attachmentPaths` (or its `attachmentPathss`)/`attachmentNames`, `topLevelDate`, custom
//     fields as `attr_<field>` or `<field>`).

type Fields = Record<string, string | undefined>;

const blank = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value);
const first = (fields: Fields, ...names: string[]) => names.map((name) => blank(fields[name])).find(Boolean);

function listInput(fields: Fields) {
  return {
    ...formPaging(fields),
    channelId: formNumber(first(fields, "channelId", "cid")),
    status: formNumber(first(fields, "status", "queryStatus")),
    title: first(fields, "title", "queryTitle"),
    keyword: first(fields, "keyword", "queryKeyword"),
    typeId: formNumber(first(fields, "typeId", "queryTypeId")),
    onTop: formBoolean(blank(fields.queryTopLevel)) === true ? true : undefined,
    recommended: formBoolean(blank(fields.queryRecommend)) === true ? true : undefined,
  };
}

/**
 * The content list's page with rows as the origin's content table reads them (status the origin's
 * number, releaseDate yyyy-MM-dd HH:mm:ss, the caller's update and delete rights), written by the
 * database in the statement that also claims the call's nonce and confirms its session.
 */
async function originPage(ctx: LegacyAuthedContext, input: TFindContentQuery) {
  const rights = {
    canUpdate: hasPermission(ctx.access, CONTENT_KEYS.update),
    canDelete: hasPermission(ctx.access, CONTENT_KEYS.delete),
  };
  const page = await findOriginContentJson(ctx, input, rights, {
    alongside: ctx.nonce.sql,
    confirmation: ctx.confirmation,
  });
  ctx.nonce.claimedBy(page.alongsideRows);
  if (!page.confirmed) throw new SessionUnconfirmed();
  return page;
}

/**
 * The item as the origin's edit page reads it: status a number, tags joined, custom fields as
 * attr_<field>; images "" when none (its image pickers call indexOf on them), pictures, attachments,
 * topics and side channels under the origin's names (the page reads their length).
 */
function originDetail(detail: TContentDetail, topicIds: number[]) {
  return {
    ...detail,
    titleImg: detail.titleImg ?? "",
    contentImg: detail.contentImg ?? "",
    typeImg: detail.typeImg ?? "",
    picArr: detail.pictures.map((picture) => ({ picPaths: picture.url, picDescs: picture.caption ?? "" })),
    attachArr: detail.attachments.map((file) => ({ attachmentNames: file.name, attachmentPaths: file.path })),
    topicIds,
    channelIds: detail.referChannelIds,
    rewardFix: [],
    releaseDate: formatDateTime(detail.releaseDate),
    topLevelDate: detail.topLevelExpiry ? formatDateTime(detail.topLevelExpiry).slice(0, 10) : "",
    createdAt: formatDateTime(detail.createdAt),
    updatedAt: formatDateTime(detail.updatedAt),
    tagStr: detail.tags.join(","),
    nodeIds: detail.channelPath,
    attr: detail.attrs,
    ...Object.fromEntries(Object.entries(detail.attrs).map(([field, value]) => [`attr_${field}`, value])),
  };
}

/** The origin's content form as the save input. */
function contentData(fields: Fields) {
  const pictures = formList(fields.picPaths);
  const captions = (fields.picDescs ?? "").split(",");
  const paths = formList(first(fields, "attachmentPaths", "attachmentPathss"));
  const names = (fields.attachmentNames ?? "").split(",");
  const parentPath = formList(fields.parentId);
  const topLevelDate = blank(fields.topLevelDate);
  const recommendLevel = formNumber(fields.recommendLevel);
  const chargeMode = formNumber(blank(fields.charge) === "false" ? "0" : fields.charge);
  return {
    channelId: formNumber(first(fields, "channelId") ?? parentPath.at(-1)),
    modelId: formNumberOrNull(fields.modelId),
    typeId: formNumberOrNull(fields.typeId),
    title: fields.title ?? "",
    shortTitle: fields.shortTitle,
    author: fields.author,
    origin: fields.origin,
    originUrl: fields.originUrl,
    description: fields.description,
    tags: splitTagStr(fields.tagStr),
    txt: fields.txt,
    titleImg: fields.titleImg,
    typeImg: fields.typeImg,
    contentImg: fields.contentImg,
    pictures: pictures.map((url, index) => ({ url, caption: captions[index]?.trim() || null })),
    attachments: paths.map((path, index) => ({ name: names[index]?.trim() || path.split("/").at(-1) || path, path })),
    releaseDate: blank(fields.releaseDate) ?? null,
    topLevel: formNumber(fields.topLevel) ?? 0,
    // The origin's picker sends a day: on top until the end of it.
    topLevelExpiry: topLevelDate
      ? /^\d{4}-\d{2}-\d{2}$/.test(topLevelDate)
        ? `${topLevelDate} 23:59:59`
        : topLevelDate
      : null,
    // Its form always sends recommendLevel (1); `recommend=false` means not recommended.
    recommendLevel: formBoolean(blank(fields.recommend)) === false ? 0 : (recommendLevel ?? 0),
    viewGroupIds: formList(fields.viewGroupIds).map((id) => formNumber(id) ?? id),
    referChannelIds: formList(fields.channelIds).map((id) => formNumber(id) ?? id),
    charge:
      typeof chargeMode === "number" && chargeMode > 0
        ? { mode: chargeMode, amount: formNumber(fields.chargeAmount) ?? 0 }
        : null,
    attrs: {},
    draft: formBoolean(blank(fields.draft)) ?? false,
  };
}

export const contentRoutes = [
  legacyRoute({
    paths: ["/content/page"],
    ...procedureAccess("content.find"),
    input: ZFindContentInput,
    fromForm: listInput,
    claimsNonce: true,
    readOnly: true,
    async handle(ctx, input) {
      const page = await originPage(ctx, input);
      return {
        bodyJson: `{"totalCount":${page.total},"pageNo":${page.page},"pageSize":${input.pageSize},"list":${page.itemsJson}}`,
        totalCount: page.total,
      };
    },
  }),
  legacyRoute({
    paths: ["/content/list"],
    ...procedureAccess("content.find"),
    input: ZFindContentInput,
    fromForm: listInput,
    claimsNonce: true,
    readOnly: true,
    async handle(ctx, input) {
      const page = await originPage(ctx, input);
      return { bodyJson: page.itemsJson, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/content/get"],
    ...procedureAccess("content.get"),
    input: ZGetContentInput,
    fromForm: (fields) => ({ id: formNumber(fields.id) }),
    async handle(ctx, input) {
      const detail = await getContent(ctx, input.id);
      return { body: originDetail(detail, await topicIdsOfContent(detail.id)) };
    },
  }),
  legacyRoute({
    paths: ["/content/view"],
    ...procedureAccess("content.view"),
    input: ZGetContentInput,
    fromForm: (fields) => ({ id: formNumber(fields.id) }),
    async handle(ctx, input) {
      const view = await viewContent(ctx, input.id);
      return {
        body: {
          ...originDetail(view, await topicIdsOfContent(view.id)),
          records: view.records.map((record) => ({ ...record, createdAt: formatDateTime(record.createdAt) })),
        },
      };
    },
  }),
  legacyRoute({
    paths: ["/content/record/list"],
    ...procedureAccess("content.findRecords"),
    input: ZFindContentRecordsInput,
    fromForm: (fields) => ({ contentId: formNumber(first(fields, "contentId", "id")) }),
    async handle(ctx, input) {
      const records = await findContentRecords(ctx, input.contentId);
      return {
        body: records.map((record) => ({ ...record, createdAt: formatDateTime(record.createdAt) })),
        totalCount: records.length,
      };
    },
  }),
  legacyRoute({
    paths: ["/content/save"],
    ...procedureAccess("content.create"),
    input: ZSaveContentInput,
    fromForm: contentData,
    async handle(ctx, input) {
      return { body: await createContent(ctx, input, { form: ctx.fields }) };
    },
  }),
  legacyRoute({
    paths: ["/content/update"],
    ...procedureAccess("content.update"),
    input: ZUpdateContentInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: contentData(fields) }),
    async handle(ctx, input) {
      return { body: await updateContent(ctx, input, { form: ctx.fields }) };
    },
  }),
];
