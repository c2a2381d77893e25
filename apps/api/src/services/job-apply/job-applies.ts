import type {
  ZJobApplicationInput,
  ZJobApplyListInput,
  ZJobApplyViewInput,
} from "@suyuan/contracts/job-apply/job-apply-operations";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { prisma, type Prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { chinaDateTimeSql, column, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { contentUrl } from "../content/content-write.ts";
import { formatDateTime } from "../export/export-formats.ts";
import { listPage } from "../list/list-page.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";

// Applications to job postings: articles whose content model is the job model (path `job`, 招聘,
// created with the defaults). A visitor applies from the posting's page; administrators list,
// read and delete the applications (jobapply/*).

/** The content model path that marks an article as a job posting. */
export const JOB_MODEL_PATH = "job";

const INCLUDE = {
  content: { select: { id: true, title: true, channel: { select: { path: true } } } },
  member: { select: { id: true, username: true } },
} satisfies Prisma.CmsJobApplyInclude;

type Row = Prisma.CmsJobApplyGetPayload<{ include: typeof INCLUDE }>;

function itemOf(row: Row) {
  return {
    id: row.id,
    applyTime: formatDateTime(row.applyTime),
    contentId: row.content.id,
    contentTitle: row.content.title,
    contentURL: contentUrl(row.content.channel.path, row.content.id),
    userId: row.member?.id ?? null,
    username: row.member?.username ?? "",
    realname: row.realname,
    mobile: row.mobile,
  };
}

const ofContent = (expression: string) =>
  `(SELECT ${expression} FROM cms_content c JOIN cms_channel ch ON ch.id = c.channel_id WHERE c.id = t.content_id)`;

// The applications' list on the one list statement (kit/sql-list-json.ts), as itemOf names them.
const APPLICATIONS = listStatementOf("cmsJobApply", {
  id: column("id"),
  applyTime: sql(() => chinaDateTimeSql("t.apply_time")),
  contentId: column("contentId"),
  contentTitle: sql(() => ofContent("c.title")),
  contentURL: sql(() => ofContent(`'/' || ch.path || '/' || c.id || '.html'`)),
  userId: column("memberId"),
  username: sql(() => `COALESCE((SELECT m.username FROM cms_member m WHERE m.id = t.member_id), '')`),
  realname: column("realname"),
  mobile: column("mobile"),
});

/** jobapply/list: the applications to the current site's postings, newest first. */
export function listJobApplies(ctx: ServiceContext, input: z.output<typeof ZJobApplyListInput>) {
  const where: Prisma.CmsJobApplyWhereInput = {
    content: { siteId: currentSite(ctx), ...(input.title ? { title: containsText(input.title) } : {}) },
  };
  const { page, pageSize } = input;
  return listPage<ReturnType<typeof itemOf>>(APPLICATIONS, {
    where,
    sortBy: "applyTime",
    direction: "desc",
    page,
    pageSize,
  });
}

/** jobapply/view: one application in full, by its id or the origin's member and posting. */
export async function viewJobApply(ctx: ServiceContext, input: z.output<typeof ZJobApplyViewInput>) {
  const siteId = currentSite(ctx);
  const row = await prisma.cmsJobApply.findFirst({
    where: {
      content: { siteId },
      ...(input.id !== undefined ? { id: input.id } : { memberId: input.userId!, contentId: input.contentId! }),
    },
    include: INCLUDE,
    orderBy: { id: "desc" },
  });
  if (!row) throw new AppError("PARAMETER", { messageKey: "error.notFound" });
  return {
    ...itemOf(row),
    gender: row.gender ?? "",
    email: row.email ?? "",
    eduBack: row.eduBack ?? "",
    eduSchool: row.eduSchool ?? "",
    selfEvaluation: row.selfEvaluation ?? "",
  };
}

/** jobapply/delete: the applications go, all or nothing. */
export async function deleteJobApplies(ctx: ServiceContext, ids: readonly number[]) {
  const siteId = currentSite(ctx);
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const where = { id: { in: unique }, content: { siteId } };
    if ((await tx.cmsJobApply.count({ where })) !== unique.length)
      throw new AppError("PARAMETER", { messageKey: "error.notFound" });
    const { count } = await tx.cmsJobApply.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "jobApply",
      detail: { ids: unique },
    });
    return { count };
  });
}

/** Whether the article is a published job posting of the site (its page then shows the application form). */
export async function isJobPosting(siteId: number, contentId: number): Promise<boolean> {
  const found = await prisma.content.count({
    where: { id: contentId, siteId, status: CONTENT_STATUS.passed, model: { path: JOB_MODEL_PATH, kind: "content" } },
  });
  return found > 0;
}

/**
 * A visitor's application to a posting: the posting must be a job posting of the site, and a
 * member applies to one posting once a day (the origin's rule; guests by their IP address).
 */
export async function applyForJob(input: {
  siteId: number;
  contentId: number;
  memberId: number | null;
  ip: string;
  values: z.output<typeof ZJobApplicationInput>;
}): Promise<number> {
  if (!(await isJobPosting(input.siteId, input.contentId)))
    throw new AppError("NOT_FOUND", { messageKey: "jobApply.notJob" });
  const since = new Date(Date.now() - 24 * 3_600_000);
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('job-apply'), ${input.contentId}::int)`;
    const earlier = await tx.cmsJobApply.count({
      where: {
        contentId: input.contentId,
        applyTime: { gte: since },
        ...(input.memberId !== null ? { memberId: input.memberId } : { ip: input.ip, memberId: null }),
      },
    });
    if (earlier > 0) throw new AppError("RULE_VIOLATION", { messageKey: "jobApply.today" });
    const { values } = input;
    const row = await tx.cmsJobApply.create({
      data: {
        contentId: input.contentId,
        memberId: input.memberId,
        ip: input.ip,
        realname: values.realname,
        mobile: values.mobile,
        email: values.email || null,
        gender: values.gender || null,
        eduBack: values.eduBack || null,
        eduSchool: values.eduSchool || null,
        selfEvaluation: values.selfEvaluation || null,
      },
      select: { id: true },
    });
    return row.id;
  });
}
