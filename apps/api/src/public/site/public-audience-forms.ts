import { ZJobApplicationInput } from "@suyuan/contracts/job-apply/job-apply-operations";
import { translate } from "@suyuan/contracts/i18n/translate";
import { findRegion, regionAncestry, regionChildren } from "@suyuan/contracts/region/regions";
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../lib/app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { text } from "../../lib/html.ts";
import {
  isUploadField,
  publishedForm,
  submitCustomForm,
  uploadRuleOf,
  type PublicForm,
  type PublicFormField,
} from "../../services/custom-form/custom-form-submission.ts";
import { applyForJob, isJobPosting } from "../../services/job-apply/job-applies.ts";
import type { PublicSite } from "../../services/public-site/public-site-data.ts";
import { formatBytes, type UploadSettings } from "../../services/upload/uploads.ts";
import { castVote } from "../../services/vote/vote-casting.ts";
import { publicVote, publicVotes, type PublicVote } from "../../services/vote/vote-public.ts";
import {
  back,
  captchaFields,
  csrfField,
  errorKey,
  formOf,
  formsContextOf,
  guardWrite,
  multipartFormOf,
  noticeOf,
  shell,
  type FormsContext,
  type Visitor,
} from "./public-forms.ts";

// The public pages of the custom forms, the votes and the job applications, below a site's base:
//   customForm/<id>.html   a published custom form (GET), its submission (POST)
//   vote.html              the site's votes        vote/<id>.html   a vote with its results, the vote (POST)
//   jobapply               an application to a job posting (POST; the form is under the posting)
// Plain HTML forms under the strict CSP, with the same CSRF token, CAPTCHA and hourly limits as
// the comment and guestbook forms (public-forms.ts).

const VOTE_COOKIE = "sy_vote";
const PATHS = /^(?:customForm\/[1-9]\d{0,8}\.html|vote\.html|vote\/[1-9]\d{0,8}\.html|jobapply)$/;

/** Whether a path below a site's base is one of these pages. */
export const isAudienceFormPath = (rest: string): boolean => PATHS.test(rest);

const idOf = (rest: string) => Number(/(\d+)\.html$/.exec(rest)?.[1] ?? "0");

/** Room for a multipart post's framing and text fields beside its files. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

// ---- custom forms ----------------------------------------------------------------------------

const timeText = (value: Date) =>
  new Date(value.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");

// A region field is up to three selects, province (`attr_<field>`), city (`attr_<field>-city`) and
// county (`attr_<field>-county`); a field name never has "-", so these names are the field's own.
// Without script the next level's choices come from the server: "选择下一级" posts the form back
// (`regionStep`) and it is shown again, as typed, with the chosen level's children.

const REGION_LEVELS = ["", "-city", "-county"] as const;
const REGION_LEVEL_LABELS = ["省/直辖市", "市", "区/县"] as const;

/**
 * The codes a region field's selects hold, from the province down, each the child of the one
 * before (`mismatch`: a lower select names a place outside the upper one, or an unknown code).
 */
function regionSelection(field: string, values: URLSearchParams | null, defValue: string | null) {
  if (!values) return { codes: regionAncestry(defValue).map((node) => node.value), mismatch: false };
  // One code of any level in the field's own name, without lower selects: as integrations send it.
  const given = (values.get(`attr_${field}`) ?? "").trim();
  const lower = REGION_LEVELS.slice(1).some((level) => (values.get(`attr_${field}${level}`) ?? "").trim() !== "");
  if (given && !lower && findRegion(given))
    return { codes: regionAncestry(given).map((node) => node.value), mismatch: false };
  const codes: string[] = [];
  let mismatch = false;
  for (const level of REGION_LEVELS) {
    const code = (values.get(`attr_${field}${level}`) ?? "").trim();
    if (code === "" || mismatch) continue;
    const parent = codes.at(-1) ?? "";
    if (codes.length === REGION_LEVELS.indexOf(level) && regionChildren(parent).some((node) => node.value === code))
      codes.push(code);
    else mismatch = true;
  }
  return { codes, mismatch };
}

/** A region field's value as submitted: its deepest chosen place, or null when its selects do not fit together. */
function regionValue(field: string, values: URLSearchParams): string | null {
  const { codes, mismatch } = regionSelection(field, values, null);
  return mismatch ? null : (codes.at(-1) ?? "");
}

function regionInput(field: PublicFormField, values: URLSearchParams | null, attrs: string): string {
  const { codes } = regionSelection(field.field, values, field.defValue);
  const selects: string[] = [];
  for (let level = 0; level < REGION_LEVELS.length; level++) {
    const parent = level === 0 ? "" : codes[level - 1];
    if (parent === undefined) break;
    const places = regionChildren(parent);
    if (places.length === 0) break;
    const chosen = codes[level] ?? "";
    const options = places
      .map(
        (node) =>
          `<option value="${node.value}"${node.value === chosen ? " selected" : ""}>${text(node.nameZh)}</option>`,
      )
      .join("");
    const name = `attr_${field.field}${REGION_LEVELS[level]}`;
    const own = level === 0 ? attrs : `name="${text(name)}" id="f-${text(field.field)}${REGION_LEVELS[level]}"`;
    selects.push(
      `<label class="region-level">${REGION_LEVEL_LABELS[level]} <select ${own}><option value="">请选择</option>${options}</select></label>`,
    );
  }
  const deepest = codes.at(-1);
  const more =
    deepest === undefined || (codes.length < REGION_LEVELS.length && (findRegion(deepest)?.children ?? []).length > 0);
  const step = more
    ? ` <button type="submit" name="regionStep" value="${text(field.field)}" formnovalidate>选择下一级</button>`
    : "";
  return `${selects.join(" ")}${step}`;
}

/** What an upload field takes, shown beside it: the formats and the largest size. */
const uploadRuleText = (field: PublicFormField, uploads: UploadSettings) => {
  const rule = uploadRuleOf(field, uploads);
  return `可上传 ${rule.extensions.join("、")} 格式，不超过 ${formatBytes(rule.maxBytes)}`;
};

function fieldInput(
  field: PublicFormField,
  values: URLSearchParams | null,
  error: string | undefined,
  uploads: UploadSettings,
): string {
  const name = `attr_${field.field}`;
  const value = values?.getAll(name) ?? [];
  const first = value[0] ?? field.defValue ?? "";
  const required = field.required ? " required" : "";
  const upload = isUploadField(field);
  const describedBy = [upload ? `rule-${field.field}` : "", field.description ? `hint-${field.field}` : ""].filter(
    Boolean,
  );
  const described = describedBy.length ? ` aria-describedby="${text(describedBy.join(" "))}"` : "";
  const invalid = error ? ` aria-invalid="true"` : "";
  const attrs = `name="${text(name)}" id="f-${text(field.field)}"${required}${described}${invalid}`;
  let input: string;
  switch (field.dataType) {
    case "2":
      input = `<input type="number" step="1" ${attrs} value="${text(first)}">`;
      break;
    case "3":
      input = `<input type="number" step="any" ${attrs} value="${text(first)}">`;
      break;
    case "4":
      input = `<textarea ${attrs} rows="4" maxlength="5000">${text(first)}</textarea>`;
      break;
    case "5":
      input = `<input type="date" ${attrs} value="${text(first)}">`;
      break;
    case "6":
      input = `<select ${attrs}><option value="">请选择</option>${field.choices.map((choice) => `<option${choice === first ? " selected" : ""}>${text(choice)}</option>`).join("")}</select>`;
      break;
    case "7":
    case "8": {
      const type = field.dataType === "7" ? "checkbox" : "radio";
      const chosen = new Set(value.length > 0 ? value : field.defValue ? field.defValue.split(",") : []);
      input = `<span class="choices">${field.choices
        .map(
          (choice) =>
            `<label class="choice"><input type="${type}" name="${text(name)}" value="${text(choice)}"${chosen.has(choice) ? " checked" : ""}> ${text(choice)}</label>`,
        )
        .join(" ")}</span>`;
      break;
    }
    case "11":
      input = regionInput(field, values, attrs);
      break;
    case "9":
    case "10": {
      // The visitor's file, stored by the upload service; a file input cannot be refilled, so a
      // form shown again after a mistake asks for the file again.
      const accept = uploadRuleOf(field, uploads)
        .extensions.map((extension) => `.${extension}`)
        .join(",");
      input = `<input type="file" ${attrs} accept="${text(accept)}"> <span class="hint" id="rule-${text(field.field)}">${text(uploadRuleText(field, uploads))}</span>`;
      break;
    }
    default:
      input = `<input ${attrs} maxlength="255" value="${text(first)}">`;
  }
  const hint = field.description
    ? `<span class="hint" id="hint-${text(field.field)}">${text(field.description)}</span>`
    : "";
  const problem = error ? `<span class="error" role="alert">${text(error)}</span>` : "";
  const mark = field.required ? ` <abbr title="必填">*</abbr>` : "";
  const grouped = field.dataType === "7" || field.dataType === "8" || field.dataType === "11";
  return grouped
    ? `<fieldset class="field"><legend>${text(field.label)}${mark}</legend>${input}${hint}${problem}</fieldset>`
    : `<div class="field"><label for="f-${text(field.field)}">${text(field.label)}${mark}</label> ${input}${hint}${problem}</div>`;
}

async function customFormPage(
  ctx: FormsContext,
  form: PublicForm,
  uploads: UploadSettings,
  values: URLSearchParams | null = null,
  errors: Record<string, string> = {},
  status: 200 | 400 = 200,
): Promise<Response> {
  const window =
    form.startTime || form.endTime
      ? `<p class="hint">提交时间：${form.startTime ? text(timeText(form.startTime)) : "不限"} 至 ${form.endTime ? text(timeText(form.endTime)) : "不限"}</p>`
      : "";
  const guestNote =
    !form.allowGuest && !ctx.visitor.member
      ? `<p class="hint">请先<a href="${ctx.base}member/login.html?next=${encodeURIComponent(`customForm/${form.id}.html`)}">登录会员</a>再提交。</p>`
      : "";
  const summary = Object.keys(errors).length
    ? `<div class="notice error" role="alert"><p>提交未成功，请修改以下内容：</p><ul>${Object.entries(errors)
        .map(([field, message]) => `<li><a href="#f-${text(field)}">${text(message)}</a></li>`)
        .join("")}</ul></div>`
    : "";
  const fields = form.fields.map((field) => fieldInput(field, values, errors[field.field], uploads)).join("\n");
  // Files go as multipart (no script needed); other forms stay plain.
  const enctype = form.fields.some(isUploadField) ? ` enctype="multipart/form-data"` : "";
  return shell(
    ctx,
    form.name,
    `${window}${guestNote}${summary}
<form method="post" action="${ctx.base}customForm/${form.id}.html"${enctype} class="member-form custom-form" id="custom-form">
${csrfField(ctx.visitor)}
${fields}
${await captchaFields(ctx.visitor)}
<button type="submit">提交</button>
</form>`,
    status,
  );
}

/** The form shown again with a message at each upload field (its files were refused as a whole). */
function filesRefused(ctx: FormsContext, form: PublicForm, uploads: UploadSettings, posted: URLSearchParams | null) {
  const errors: Record<string, string> = {};
  for (const field of form.fields.filter(isUploadField))
    errors[field.field] = `${field.label}：${translate("customForm.fileTooLarge", "zh")}`;
  return customFormPage(ctx, form, uploads, posted, errors, 400);
}

async function submitForm(
  ctx: FormsContext,
  form: PublicForm,
  uploads: UploadSettings,
  posted: URLSearchParams,
  files: Record<string, File>,
): Promise<Response> {
  const target = `customForm/${form.id}.html`;
  // "选择下一级" of a region field: the form again, as typed, with the next level's choices.
  if (posted.has("regionStep")) return customFormPage(ctx, form, uploads, posted);
  const values: Record<string, unknown> = {};
  const mismatched: Record<string, string> = {};
  for (const field of form.fields) {
    const given = posted.getAll(`attr_${field.field}`).map((value) => value.slice(0, 5000));
    if (field.dataType === "11") {
      const region = regionValue(field.field, posted);
      if (region === null) mismatched[field.field] = `${field.label}：${translate("customForm.regionMismatch", "zh")}`;
      values[field.field] = region ?? "";
    } else values[field.field] = field.dataType === "7" ? given : (given[0] ?? "");
  }
  if (Object.keys(mismatched).length > 0) return customFormPage(ctx, form, uploads, posted, mismatched, 400);
  try {
    await guardWrite(ctx, posted);
    await submitCustomForm({
      siteId: ctx.site.id,
      formId: form.id,
      values,
      memberId: ctx.visitor.member?.id ?? null,
      ip: ctx.visitor.ip,
      // Upload fields take files only, never an address typed into the post.
      files: {
        byField: Object.fromEntries(
          form.fields.filter(isUploadField).flatMap((field) => {
            const file = files[`attr_${field.field}`];
            return file ? [[field.field, file]] : [];
          }),
        ),
        settings: uploads,
        uploader: {
          actor: { userId: null, username: ctx.visitor.member?.username ?? null, siteId: ctx.site.id },
          meta: { ip: ctx.visitor.ip, log: ctx.c.get("meta").log },
        },
      },
    });
    return back(ctx, target, "customForm.submitted");
  } catch (error) {
    if (error instanceof AppError && error.fieldErrors && error.code === "BAD_REQUEST") {
      // Shown on the form with what the visitor typed, each message beside its field.
      const labels = new Map(form.fields.map((field) => [field.field, field.label]));
      const errors: Record<string, string> = {};
      for (const [field, keys] of Object.entries(error.fieldErrors))
        errors[field] = `${labels.get(field) ?? field}：${translate(keys[0] ?? "validation.invalid", "zh")}`;
      return customFormPage(ctx, form, uploads, posted, errors, 400);
    }
    return back(ctx, target, errorKey(error));
  }
}

// ---- votes -----------------------------------------------------------------------------------

const VOTE_STATUS = { 1: "未开始", 2: "进行中", 3: "已结束" } as const;

async function voteListPage(ctx: FormsContext): Promise<Response> {
  const votes = await publicVotes(ctx.site.id);
  const list = votes
    .map(
      (vote) =>
        `<li><a href="${ctx.base}vote/${vote.id}.html">${text(vote.title)}</a> <span class="status">${VOTE_STATUS[vote.status]}</span> <span class="count">${vote.totalCount} 人次参与</span></li>`,
    )
    .join("\n");
  return shell(ctx, "投票调查", list ? `<ul class="votes">${list}</ul>` : `<p class="empty">暂无投票。</p>`);
}

function voteResults(vote: PublicVote): string {
  return vote.questions
    .filter((question) => question.type !== 3)
    .map(
      (question) => `<section class="vote-result"><h3>${text(question.title)}</h3><table>
<thead><tr><th scope="col">选项</th><th scope="col">票数</th><th scope="col">比例</th></tr></thead>
<tbody>${question.options
        .map(
          (option) =>
            `<tr><th scope="row">${text(option.title)}</th><td class="count">${option.voteCount}</td><td><meter min="0" max="100" value="${option.percent}">${option.percent}%</meter> ${option.percent}%</td></tr>`,
        )
        .join("")}</tbody></table></section>`,
    )
    .join("\n");
}

async function votePage(ctx: FormsContext, vote: PublicVote): Promise<Response> {
  const questions = vote.questions
    .map((question) => {
      if (question.type === 3)
        return `<div class="field"><label for="reply-${question.id}">${text(question.title)}</label> <textarea id="reply-${question.id}" name="reply_${question.id}" rows="3" maxlength="1000"></textarea></div>`;
      const type = question.type === 1 ? "radio" : "checkbox";
      return `<fieldset class="field"><legend>${text(question.title)}${question.type === 2 ? "（多选）" : ""}</legend>${question.options
        .map(
          (option) =>
            `<label class="choice"><input type="${type}" name="itemIds" value="${option.id}"> ${text(option.title)}</label>`,
        )
        .join(" ")}</fieldset>`;
    })
    .join("\n");
  const form =
    vote.status === 2
      ? `<form method="post" action="${ctx.base}vote/${vote.id}.html" class="member-form vote-form" id="vote-form">
${csrfField(ctx.visitor)}
${questions}
${await captchaFields(ctx.visitor)}
<button type="submit">投票</button>
</form>`
      : `<p class="hint">投票${VOTE_STATUS[vote.status]}。</p>`;
  return shell(
    ctx,
    vote.title,
    `${vote.description ? `<p>${text(vote.description)}</p>` : ""}
${form}
<h2 id="results">投票结果</h2>
<p>共 <strong class="total">${vote.totalCount}</strong> 人次参与</p>
${voteResults(vote)}
<p><a href="${ctx.base}vote.html">全部投票</a></p>`,
  );
}

/** The visitor's vote cookie (32 hex, set on the first vote; the repeat rule reads it). */
function voteCookie(ctx: FormsContext): string {
  const existing = getCookie(ctx.c, VOTE_COOKIE);
  if (existing && /^[0-9a-f]{32}$/.test(existing)) return existing;
  const fresh = randomBytes(16).toString("hex");
  const secure = ctx.cookieSecure ? "; Secure" : "";
  ctx.c.header("Set-Cookie", `${VOTE_COOKIE}=${fresh}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000${secure}`, {
    append: true,
  });
  return fresh;
}

async function vote(ctx: FormsContext, vote: PublicVote, posted: URLSearchParams): Promise<Response> {
  const target = `vote/${vote.id}.html`;
  try {
    const itemIds = posted
      .getAll("itemIds")
      .slice(0, 500)
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
    const replies: Record<string, string> = {};
    for (const question of vote.questions)
      if (question.type === 3) replies[String(question.id)] = (posted.get(`reply_${question.id}`) ?? "").slice(0, 1000);
    await guardWrite(ctx, posted);
    await castVote(
      ctx.site.id,
      { topicId: vote.id, itemIds, replies },
      { ip: ctx.visitor.ip, cookie: voteCookie(ctx), memberId: ctx.visitor.member?.id ?? null },
    );
    return back(ctx, target, "vote.voted", "#results");
  } catch (error) {
    return back(ctx, target, errorKey(error), "#vote-form");
  }
}

// ---- job applications ------------------------------------------------------------------------

/** The application form under a job posting (its page is written per visitor, like the comments). */
export async function jobApplySection(
  c: Context<AppEnv>,
  visitor: Visitor,
  base: string,
  site: PublicSite,
  contentId: number,
  articlePath: string,
): Promise<string> {
  if (!(await isJobPosting(site.id, contentId))) return "";
  return `<section class="panel job-apply" id="job-apply" aria-labelledby="job-apply-title">
<h2 id="job-apply-title">申请职位</h2>
${noticeOf(c)}
<form method="post" action="${base}jobapply" class="member-form">
${csrfField(visitor)}
<input type="hidden" name="contentId" value="${contentId}">
<input type="hidden" name="back" value="${text(articlePath)}">
<label>姓名 <input name="realname" required maxlength="50" autocomplete="name"></label>
<label>手机号 <input name="mobile" required maxlength="11" inputmode="numeric" pattern="1[0-9]{10}" autocomplete="tel"></label>
<label>邮箱 <input type="email" name="email" maxlength="100" autocomplete="email"></label>
<fieldset><legend>性别</legend><label><input type="radio" name="gender" value="男"> 男</label> <label><input type="radio" name="gender" value="女"> 女</label></fieldset>
<label>学历 <input name="eduBack" maxlength="50"></label>
<label>毕业院校 <input name="eduSchool" maxlength="100"></label>
<label>自我介绍 <textarea name="selfEvaluation" rows="4" maxlength="2000"></textarea></label>
${await captchaFields(visitor)}
<button type="submit">提交申请</button>
</form>
</section>`;
}

async function jobApply(ctx: FormsContext, posted: URLSearchParams): Promise<Response> {
  const value = posted.get("back") ?? "";
  const target = /^[A-Za-z0-9][A-Za-z0-9_-]*\/[1-9]\d{0,9}\.html$/.test(value) ? value : "";
  try {
    const contentId = Number(posted.get("contentId"));
    if (!Number.isInteger(contentId) || contentId < 1 || contentId > 2_147_483_647)
      throw new AppError("NOT_FOUND", { messageKey: "jobApply.notJob" });
    const parsed = ZJobApplicationInput.safeParse({
      realname: posted.get("realname") ?? "",
      mobile: posted.get("mobile") ?? "",
      email: posted.get("email") ?? "",
      gender: posted.get("gender") ?? "",
      eduBack: posted.get("eduBack") ?? "",
      eduSchool: posted.get("eduSchool") ?? "",
      selfEvaluation: posted.get("selfEvaluation") ?? "",
    });
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    await guardWrite(ctx, posted);
    await applyForJob({
      siteId: ctx.site.id,
      contentId,
      memberId: ctx.visitor.member?.id ?? null,
      ip: ctx.visitor.ip,
      values: parsed.data,
    });
    return back(ctx, target, "jobApply.submitted", "#job-apply");
  } catch (error) {
    return back(ctx, target, errorKey(error), "#job-apply");
  }
}

// ---- dispatch --------------------------------------------------------------------------------

/** Answers one of these paths: the page on GET, the write on POST; 404 for a form or vote the site does not show. */
export async function audienceForm(
  c: Context<AppEnv>,
  site: PublicSite,
  base: string,
  rest: string,
  cookieSecure: boolean,
  uploads: UploadSettings,
): Promise<Response> {
  const ctx = await formsContextOf(c, site, base, cookieSecure);
  const method = c.req.method;
  const reading = method === "GET" || method === "HEAD";
  if (!reading && method !== "POST") {
    c.header("Allow", rest === "jobapply" ? "POST" : rest === "vote.html" ? "GET, HEAD" : "GET, HEAD, POST");
    return c.text("Method Not Allowed", 405);
  }
  if (rest === "vote.html") {
    if (!reading) {
      c.header("Allow", "GET, HEAD");
      return c.text("Method Not Allowed", 405);
    }
    return voteListPage(ctx);
  }
  if (rest === "jobapply") {
    if (reading) {
      c.header("Allow", "POST");
      return c.text("Method Not Allowed", 405);
    }
    const posted = await formOf(c);
    return posted ? jobApply(ctx, posted) : c.text("Payload Too Large", 413);
  }
  const id = idOf(rest);
  if (rest.startsWith("vote/")) {
    const found = await publicVote(site.id, id);
    if (!found) return shell(ctx, "投票不存在", `<p>${text(translate("vote.notFound", "zh"))}</p>`, 404);
    if (reading) return votePage(ctx, found);
    const posted = await formOf(c);
    return posted ? vote(ctx, found, posted) : c.text("Payload Too Large", 413);
  }
  const form = await publishedForm(site.id, id);
  if (!form) return shell(ctx, "表单不存在", `<p>${text(translate("customForm.notFound", "zh"))}</p>`, 404);
  if (reading) return customFormPage(ctx, form, uploads);
  if ((c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    const multipart = await multipartFormOf(c, uploads.maxBytes + MULTIPART_FRAMING_BYTES);
    if (multipart === "too large") return filesRefused(ctx, form, uploads, null);
    return multipart ? submitForm(ctx, form, uploads, multipart.fields, multipart.files) : c.text("Bad Request", 400);
  }
  const posted = await formOf(c);
  return posted ? submitForm(ctx, form, uploads, posted, {}) : c.text("Payload Too Large", 413);
}
