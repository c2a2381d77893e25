import { translate } from "@suyuan/contracts/i18n/translate";
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../lib/app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { text } from "../../lib/html.ts";
import { passedComments, postComment } from "../../services/audience/comment-posting.ts";
import { guestbookCategories, passedGuestbookPosts } from "../../services/audience/guestbook-public.ts";
import { postGuestbook } from "../../services/audience/guestbook.ts";
import {
  changeMemberPassword,
  myComments,
  registerMember,
  signInMember,
} from "../../services/member/member-accounts.ts";
import { endMemberSession, memberOfToken, type SignedInMember } from "../../services/member/member-sessions.ts";
import { memberSettings } from "../../services/member/member-settings.ts";
import { MESSAGE_BOX, MESSAGE_TEXT_MAX } from "@suyuan/contracts/message/message-operations";
import {
  listMessages,
  memberCaller,
  messageToReply,
  readMessage,
  replyToMessage,
  writeToAdministrator,
} from "../../services/message/messages.ts";
import { choicesOf, registerItems, type RegisterItemRow } from "../../services/member/register-items.ts";
import type { PublicSite } from "../../services/public-site/public-site-data.ts";
import { contentScore, rateContent, scoreGroupOfContent } from "../../services/score/content-scoring.ts";
import {
  captchaRequired,
  countDailyPost,
  countPublicWrite,
  csrfTokenMatches,
  newCsrfToken,
  newCaptcha,
  solveCaptcha,
  type WriteVisitor,
} from "../../services/public-site/public-write-guard.ts";

// The public sites' forms and member pages, below a site's base (see public-site-middleware.ts):
//   member/               the member centre (my comments, change password, sign out)
//   member/login.html     sign in             member/register.html   register
//   member/logout         sign out (POST)     member/password        change password (POST)
//   member/message.html   one of my messages (?id=), read, with the reply form
//   member/message/reply  a reply to one of my messages (POST)
//   member/message/send   a new message to an administrator (POST; the form is in the member centre)
//   comment               a comment on an article (POST; the form is under each article)
//   score                 a rating of an article (POST; the form is under each article)
//   guestbook.html        the guestbook and its form
// Every form works without script: it posts, the answer redirects back with a notice (the
// message's key in `notice`). Every POST carries the visitor's CSRF token, passes the abuse
// controls (services/public-site/public-write-guard.ts) and is limited in size.

export const MEMBER_COOKIE = "sy_member";
const FORM_COOKIE = "sy_form";
/** Where the article page's template wants the comment section (else it goes before </main>). */
const COMMENTS_MARKER = "<!--suyuan:comments-->";
/** A public form is a few kilobytes at most. */
const FORM_BODY_MAX = 32 * 1024;

export type Visitor = { ip: string; member: SignedInMember | null; formToken: string };

export type FormsContext = {
  c: Context<AppEnv>;
  site: PublicSite;
  base: string;
  visitor: Visitor;
  cookieSecure: boolean;
};

function cookie(ctx: FormsContext, name: string, value: string, maxAgeSeconds: number): void {
  const secure = ctx.cookieSecure ? "; Secure" : "";
  ctx.c.header("Set-Cookie", `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`, {
    append: true,
  });
}

/** Who is asking: the IP, the signed-in member (own cookie, own sessions) and the form token. */
async function visitorOf(c: Context<AppEnv>): Promise<Visitor & { newToken: boolean }> {
  const existing = getCookie(c, FORM_COOKIE);
  const valid = existing !== undefined && /^[A-Za-z0-9_-]{20,100}$/.test(existing);
  return {
    ip: c.get("meta").ip ?? "0.0.0.0",
    member: await memberOfToken(getCookie(c, MEMBER_COOKIE)),
    formToken: valid ? existing : newCsrfToken(),
    newToken: !valid,
  };
}

/** The signed-in member's group, for members-only pages (null: a guest). */
export async function viewerGroupOf(c: Context<AppEnv>): Promise<number | null> {
  const token = getCookie(c, MEMBER_COOKIE);
  if (!token) return null;
  return (await memberOfToken(token))?.groupId ?? null;
}

export function noticeOf(c: Context<AppEnv>): string {
  const key = c.req.query("notice");
  if (!key || !/^[a-zA-Z.]{1,60}$/.test(key)) return "";
  const message = translate(key, "zh");
  // Unknown keys pass through translate unchanged: show nothing for them.
  return message === key ? "" : `<p class="notice" role="status">${text(message)}</p>`;
}

export function shell(ctx: FormsContext, title: string, body: string, status: 200 | 400 | 403 | 404 = 200): Response {
  const { site, base, visitor } = ctx;
  const account = visitor.member
    ? `<a href="${base}member/">${text(visitor.member.username)}</a>`
    : `<a href="${base}member/login.html">登录</a> · <a href="${base}member/register.html">注册</a>`;
  const html = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(title)} - ${text(site.name)}</title>
<link rel="stylesheet" href="${base}_res/style.css">
</head>
<body>
<header class="site-header"><div class="wrap"><a href="${base}">${text(site.name)}</a> <span class="account">${account}</span></div></header>
<main id="main" class="wrap">
<section class="panel member-page">
<h1>${text(title)}</h1>
${noticeOf(ctx.c)}
${body}
</section>
</main>
</body>
</html>`;
  return ctx.c.html(html, status);
}

export function csrfField(visitor: Visitor): string {
  return `<input type="hidden" name="csrf" value="${text(visitor.formToken)}">`;
}

/** The CAPTCHA of a form, when this visitor's next post needs one. */
export async function captchaFields(visitor: Visitor): Promise<string> {
  const needed = await captchaRequired({
    ip: visitor.ip,
    memberId: visitor.member?.id ?? null,
    memberNeedsCaptcha: visitor.member?.needCaptcha ?? false,
  });
  if (!needed) return "";
  const captcha = await newCaptcha();
  return `<div class="captcha"><span role="img" aria-label="验证码图片">${captcha.image}</span>
<input type="hidden" name="captchaId" value="${text(captcha.captchaId)}">
<label>验证码 <input name="captcha" required autocomplete="off" maxlength="10"></label></div>`;
}

/** Back to a page of the site, with a notice; `target` is a path below the base. */
export function back(ctx: FormsContext, target: string, notice: string, anchor = ""): Response {
  const [path, query] = target.split("?");
  const params = new URLSearchParams(query ?? "");
  params.set("notice", notice);
  return ctx.c.redirect(`${ctx.base}${path}?${params.toString()}${anchor}`, 303);
}

export const errorKey = (error: unknown): string => {
  if (!(error instanceof AppError)) throw error;
  const field = error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
  return field ?? error.messageKey;
};

/** A form's fields, from a small url-encoded body; null when the body is too large or of another kind. */
export async function formOf(c: Context<AppEnv>): Promise<URLSearchParams | null> {
  const type = c.req.header("content-type") ?? "";
  const length = Number(c.req.header("content-length") ?? "NaN");
  if (!type.startsWith("application/x-www-form-urlencoded") || !(length >= 0 && length <= FORM_BODY_MAX)) return null;
  const body = await c.req.text();
  return body.length <= FORM_BODY_MAX ? new URLSearchParams(body) : null;
}

/** A multipart form's text fields and its files (the first file of each name). */
type MultipartForm = { fields: URLSearchParams; files: Record<string, File> };

/**
 * A multipart form (a form with file inputs), up to `maxBytes` in all: "too large" when it is
 * larger (what was sent is read and dropped, so the browser reads the answer), null when the body
 * is of another kind or cannot be read. Its text fields are limited like a plain form's.
 */
export async function multipartFormOf(
  c: Context<AppEnv>,
  maxBytes: number,
): Promise<MultipartForm | "too large" | null> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const length = Number(c.req.header("content-length") ?? "NaN");
  if (!type.startsWith("multipart/form-data") || !(length >= 0)) return null;
  if (length > maxBytes) {
    c.header("Connection", "close");
    const reader = c.req.raw.body?.getReader();
    if (reader) for (let read = await reader.read(); !read.done; read = await reader.read());
    return "too large";
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return null;
  }
  const fields = new URLSearchParams();
  const files: Record<string, File> = {};
  let textLength = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      textLength += name.length + value.length;
      if (textLength > FORM_BODY_MAX) return null;
      fields.append(name, value);
    } else if (!(name in files)) files[name] = value;
  }
  return { fields, files };
}

/**
 * The checks of every public write, in order: the CSRF token, the CAPTCHA when this visitor must
 * solve one, then the hour's counts per IP and member. Throws AppError with the notice to show.
 */
export async function guardWrite(ctx: FormsContext, form: URLSearchParams): Promise<WriteVisitor> {
  if (!csrfTokenMatches(getCookie(ctx.c, FORM_COOKIE), form.get("csrf") ?? undefined))
    throw new AppError("FORBIDDEN", { messageKey: "public.csrf" });
  const writer = {
    ip: ctx.visitor.ip,
    memberId: ctx.visitor.member?.id ?? null,
    memberNeedsCaptcha: ctx.visitor.member?.needCaptcha ?? false,
  };
  if (
    (await captchaRequired(writer)) &&
    !(await solveCaptcha(form.get("captchaId") ?? undefined, form.get("captcha") ?? undefined))
  )
    throw new AppError("BAD_REQUEST", { messageKey: "public.captcha" });
  await countPublicWrite(writer);
  return writer;
}

/** A path below the base to go on to after signing in (never another site's or origin's). */
function nextTarget(value: string | null): string {
  return value && /^[A-Za-z0-9_\-./]{0,200}$/.test(value) && !value.startsWith("/") && !value.includes("..")
    ? value
    : "member/";
}

// ---- pages -----------------------------------------------------------------------------------

async function loginPage(ctx: FormsContext): Promise<Response> {
  const next = nextTarget(ctx.c.req.query("next") ?? null);
  return shell(
    ctx,
    "会员登录",
    `<form method="post" action="${ctx.base}member/login.html" class="member-form">
${csrfField(ctx.visitor)}
<input type="hidden" name="next" value="${text(next)}">
<label>手机号 <input name="mobile" inputmode="numeric" autocomplete="username" required maxlength="11"></label>
<label>密码 <input type="password" name="password" autocomplete="current-password" required maxlength="128"></label>
${await captchaFields(ctx.visitor)}
<button type="submit">登录</button>
</form>
<p>还没有账号？<a href="${ctx.base}member/register.html">注册会员</a></p>`,
  );
}

/** One registration item's input (`attr_<field>`), its help beside it. */
function registerItemField(item: RegisterItemRow): string {
  const name = `attr_${item.field}`;
  const mark = item.required ? " *" : "";
  const required = item.required ? " required" : "";
  const value = item.defValue ?? "";
  const choices = choicesOf(item);
  let input: string;
  switch (item.dataType) {
    case "4":
      input = `<textarea name="${text(name)}" rows="${text(item.rows || "3")}"${required} maxlength="1000">${text(value)}</textarea>`;
      break;
    case "5":
      input = `<input type="date" name="${text(name)}" value="${text(value)}"${required}>`;
      break;
    case "6":
      input = `<select name="${text(name)}"${required}><option value=""></option>${choices
        .map((choice) => `<option${choice === value ? " selected" : ""}>${text(choice)}</option>`)
        .join("")}</select>`;
      break;
    case "7":
    case "8":
      input = choices
        .map(
          (choice) =>
            `<label class="choice"><input type="${item.dataType === "7" ? "checkbox" : "radio"}" name="${text(name)}" value="${text(choice)}"${choice === value ? " checked" : ""}> ${text(choice)}</label>`,
        )
        .join(" ");
      return `<fieldset><legend>${text(item.label)}${mark}</legend>${input}${item.help ? `<p class="hint">${text(item.help)}</p>` : ""}</fieldset>`;
    default:
      input = `<input name="${text(name)}" value="${text(value)}"${required} maxlength="1000"${item.dataType === "2" || item.dataType === "3" ? ' inputmode="decimal"' : ""}>`;
  }
  return `<label>${text(item.label)}${mark} ${input}</label>${item.help ? `<p class="hint">${text(item.help)}</p>` : ""}`;
}

function registerItemFields(items: RegisterItemRow[]): string {
  return items.map(registerItemField).join("\n");
}

async function registerPage(ctx: FormsContext): Promise<Response> {
  const settings = await memberSettings();
  if (!settings.registerOn) return shell(ctx, "注册会员", `<p>${text(translate("public.registerClosed", "zh"))}</p>`);
  return shell(
    ctx,
    "注册会员",
    `<form method="post" action="${ctx.base}member/register.html" class="member-form">
${csrfField(ctx.visitor)}
<label>手机号（作为用户名） <input name="mobile" inputmode="numeric" autocomplete="username" required maxlength="11" pattern="1[0-9]{10}"></label>
<label>密码 <input type="password" name="password" autocomplete="new-password" required maxlength="30"></label>
<label>确认密码 <input type="password" name="repeat" autocomplete="new-password" required maxlength="30"></label>
<p class="hint">${text(translate("validation.passwordRule", "zh"))}</p>
${registerItemFields(await registerItems())}
${await captchaFields(ctx.visitor)}
<button type="submit">注册</button>
</form>
<p>已有账号？<a href="${ctx.base}member/login.html">登录</a></p>`,
  );
}

/** 我的消息: the member's inbox, newest first, unread ones marked. */
async function myMessages(ctx: FormsContext, member: SignedInMember): Promise<string> {
  const caller = memberCaller(member, ctx.site.id, ctx.visitor.ip);
  const { items } = await listMessages(caller, { box: MESSAGE_BOX.inbox, page: 1, pageSize: 20 });
  const rows = items
    .map(
      (row) =>
        `<li${row.msgStatus ? "" : ' class="unread"'}><a href="${ctx.base}member/message.html?id=${row.id}">${text(row.msgTitle)}</a> <span class="from">${text(row.msgSendUserUserName)}</span> <time>${text(row.sendTime)}</time>${row.msgStatus ? "" : ' <span class="status">未读</span>'}</li>`,
    )
    .join("\n");
  return rows ? `<ul class="my-messages">${rows}</ul>` : `<p class="empty">还没有收到消息。</p>`;
}

async function centrePage(ctx: FormsContext, member: SignedInMember): Promise<Response> {
  const comments = await myComments(member.id);
  const rows = comments
    .map(
      (row) =>
        `<li><span class="title">${text(row.title)}</span> <time>${text(row.time)}</time> <span class="status">${text(row.status)}</span><p>${text(row.text)}</p></li>`,
    )
    .join("\n");
  return shell(
    ctx,
    "会员中心",
    `<p>欢迎，${text(member.username)}</p>
<form method="post" action="${ctx.base}member/logout">${csrfField(ctx.visitor)}<button type="submit">退出登录</button></form>
<h2>我的消息</h2>
${await myMessages(ctx, member)}
<h3 id="new-message-title">给管理员写消息</h3>
<form method="post" action="${ctx.base}member/message/send" class="member-form" id="new-message-form" aria-labelledby="new-message-title">
${csrfField(ctx.visitor)}
<label>收件人（管理员用户名） <input name="username" required maxlength="100" autocomplete="off"></label>
<label>标题 <input name="title" required maxlength="255"></label>
<label>消息内容 <textarea name="content" required maxlength="${MESSAGE_TEXT_MAX}" rows="5"></textarea></label>
${await captchaFields(ctx.visitor)}
<button type="submit">发送消息</button>
</form>
<h2>我的评论</h2>
${rows ? `<ul class="my-comments">${rows}</ul>` : `<p class="empty">还没有发表过评论。</p>`}
<h2>修改密码</h2>
<form method="post" action="${ctx.base}member/password" class="member-form">
${csrfField(ctx.visitor)}
<label>原密码 <input type="password" name="current" autocomplete="current-password" required maxlength="128"></label>
<label>新密码 <input type="password" name="password" autocomplete="new-password" required maxlength="30"></label>
<label>确认新密码 <input type="password" name="repeat" autocomplete="new-password" required maxlength="30"></label>
${await captchaFields(ctx.visitor)}
<button type="submit">修改密码</button>
</form>`,
  );
}

/** One of the member's messages, marked read, with the reply form. */
async function messagePage(ctx: FormsContext, member: SignedInMember): Promise<Response> {
  const id = Number(ctx.c.req.query("id") ?? "");
  const caller = memberCaller(member, ctx.site.id, ctx.visitor.ip);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return shell(ctx, "我的消息", "<p>消息不存在。</p>", 404);
  try {
    const message = await readMessage(caller, id, MESSAGE_BOX.inbox);
    return shell(
      ctx,
      message.msgTitle,
      `<p class="meta">发件人：${text(message.msgSendUserUserName)} <time>${text(message.sendTime)}</time></p>
<div class="message-text">${text(message.msgContent).replaceAll("\n", "<br>")}</div>
<h2>回复</h2>
<form method="post" action="${ctx.base}member/message/reply" class="member-form" id="reply-form">
${csrfField(ctx.visitor)}
<input type="hidden" name="id" value="${message.id}">
<label>回复内容 <textarea name="content" required maxlength="${MESSAGE_TEXT_MAX}" rows="5"></textarea></label>
${await captchaFields(ctx.visitor)}
<button type="submit">发送回复</button>
</form>
<p><a href="${ctx.base}member/">返回会员中心</a></p>`,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND")
      return shell(ctx, "我的消息", "<p>消息不存在。</p>", 404);
    throw error;
  }
}

async function guestbookPage(ctx: FormsContext): Promise<Response> {
  const [posts, categories] = await Promise.all([passedGuestbookPosts(ctx.site.id), guestbookCategories(ctx.site.id)]);
  const list = posts
    .map(
      (post) => `<li class="post"><h3>${text(post.title || post.category)}</h3>
<p class="meta">${text(post.name)} <time>${text(post.time)}</time></p>
<p>${text(post.content)}</p>${post.reply ? `<p class="reply">管理员回复：${text(post.reply)}</p>` : ""}</li>`,
    )
    .join("\n");
  const settings = await memberSettings();
  const form = !settings.guestbookOpen
    ? `<p>${text(translate("public.guestbookOff", "zh"))}</p>`
    : settings.guestbookNeedLogin && !ctx.visitor.member
      ? `<p>${text(translate("public.guestbookSignIn", "zh"))} <a href="${ctx.base}member/login.html?next=guestbook.html">登录</a></p>`
      : categories.length === 0
        ? `<p>${text(translate("public.guestbookClosed", "zh"))}</p>`
        : `<form method="post" action="${ctx.base}guestbook.html" class="member-form" id="guestbook-form">
${csrfField(ctx.visitor)}
<label>类别 <select name="ctgId">${categories.map((ctg) => `<option value="${ctg.id}">${text(ctg.name)}</option>`).join("")}</select></label>
<label>标题 <input name="title" maxlength="255"></label>
<label>留言内容 <textarea name="content" required maxlength="${settings.guestbookMaxLength}" rows="5"></textarea></label>
<label>邮箱 <input type="email" name="email" maxlength="100"></label>
${await captchaFields(ctx.visitor)}
<button type="submit">提交留言</button>
</form>`;
  return shell(
    ctx,
    "留言板",
    `${list ? `<ul class="guestbook">${list}</ul>` : `<p class="empty">还没有留言。</p>`}
<h2>我要留言</h2>
<p class="hint">留言经管理员审核后显示。</p>
${form}`,
  );
}

// ---- writes ----------------------------------------------------------------------------------

async function login(ctx: FormsContext, form: URLSearchParams): Promise<Response> {
  const next = nextTarget(form.get("next"));
  try {
    await guardWrite(ctx, form);
    const session = await signInMember({
      mobile: (form.get("mobile") ?? "").slice(0, 100),
      password: (form.get("password") ?? "").slice(0, 128),
      ip: ctx.visitor.ip,
    });
    startSession(ctx, session);
    return ctx.c.redirect(`${ctx.base}${next}`, 303);
  } catch (error) {
    return back(ctx, `member/login.html?next=${encodeURIComponent(next)}`, errorKey(error));
  }
}

function startSession(ctx: FormsContext, session: { token: string; expiresAt: Date }): void {
  cookie(ctx, MEMBER_COOKIE, session.token, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
}

async function register(ctx: FormsContext, form: URLSearchParams): Promise<Response> {
  try {
    await guardWrite(ctx, form);
    const { member, session } = await registerMember({
      mobile: (form.get("mobile") ?? "").slice(0, 100),
      password: (form.get("password") ?? "").slice(0, 128),
      repeat: (form.get("repeat") ?? "").slice(0, 128),
      ip: ctx.visitor.ip,
      answers: (field) => form.getAll(`attr_${field}`).slice(0, 100),
    });
    if (!session) return back(ctx, "member/login.html", "public.memberPending");
    startSession(ctx, session);
    return back(ctx, "member/", member.status === "active" ? "public.registered" : "public.memberPending");
  } catch (error) {
    return back(ctx, "member/register.html", errorKey(error));
  }
}

async function logout(ctx: FormsContext, form: URLSearchParams): Promise<Response> {
  if (!csrfTokenMatches(getCookie(ctx.c, FORM_COOKIE), form.get("csrf") ?? undefined))
    return back(ctx, "member/", "public.csrf");
  await endMemberSession(getCookie(ctx.c, MEMBER_COOKIE));
  cookie(ctx, MEMBER_COOKIE, "", 0);
  return ctx.c.redirect(ctx.base, 303);
}

async function changePassword(ctx: FormsContext, form: URLSearchParams): Promise<Response> {
  const member = ctx.visitor.member;
  if (!member) return back(ctx, "member/login.html", "public.signInRequired");
  try {
    await guardWrite(ctx, form);
    const session = await changeMemberPassword({
      memberId: member.id,
      current: (form.get("current") ?? "").slice(0, 128),
      password: (form.get("password") ?? "").slice(0, 128),
      repeat: (form.get("repeat") ?? "").slice(0, 128),
      ip: ctx.visitor.ip,
    });
    startSession(ctx, session);
    return back(ctx, "member/", "public.passwordChanged");
  } catch (error) {
    return back(ctx, "member/", errorKey(error));
  }
}

async function replyToMyMessage(ctx: FormsContext, form: URLSearchParams): Promise<Response> {
  const member = ctx.visitor.member;
  if (!member) return back(ctx, "member/login.html", "public.signInRequired");
  const id = Number(form.get("id"));
  const target = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? `member/message.html?id=${id}` : "member/";
  try {
    const content = (form.get("content") ?? "").trim();
    if (content.length > MESSAGE_TEXT_MAX) throw new AppError("BAD_REQUEST", { messageKey: "public.tooLong" });
    if (!content) throw new AppError("BAD_REQUEST", { messageKey: "validation.required" });
    if (target === "member/") throw new AppError("NOT_FOUND");
    await guardWrite(ctx, form);
    const caller = memberCaller(member, ctx.site.id, ctx.visitor.ip);
    const original = await messageToReply(caller, id);
    await replyToMessage(caller, id, { title: `回复：${original.msgTitle}`.slice(0, 255), content });
    return back(ctx, target, "public.messageSent", "#reply-form");
  } catch (error) {
    return back(ctx, target, errorKey(error), "#reply-form");
  }
}

/** A member's new message to an administrator (named by username), from the member centre. */
async function writeMyMessage(ctx: FormsContext, form: URLSearchParams): Promise<Response> {
  const member = ctx.visitor.member;
  if (!member) return back(ctx, "member/login.html", "public.signInRequired");
  try {
    const username = (form.get("username") ?? "").trim();
    const title = (form.get("title") ?? "").trim();
    const content = (form.get("content") ?? "").trim();
    if (username.length > 100 || title.length > 255 || content.length > MESSAGE_TEXT_MAX)
      throw new AppError("BAD_REQUEST", { messageKey: "public.tooLong" });
    if (!username || !title || !content) throw new AppError("BAD_REQUEST", { messageKey: "validation.required" });
    await guardWrite(ctx, form);
    await writeToAdministrator(memberCaller(member, ctx.site.id, ctx.visitor.ip), username, { title, content });
    return back(ctx, "member/", "public.messageSent", "#new-message-form");
  } catch (error) {
    return back(ctx, "member/", errorKey(error), "#new-message-form");
  }
}

/** The article's address below the base, from the form (only a channel path and an id). */
function articleTarget(form: URLSearchParams): string {
  const value = form.get("back") ?? "";
  return /^[A-Za-z0-9][A-Za-z0-9_-]*\/[1-9]\d{0,9}\.html$/.test(value) ? value : "";
}

async function comment(ctx: FormsContext, form: URLSearchParams): Promise<Response> {
  const target = articleTarget(form);
  try {
    const contentId = Number(form.get("contentId"));
    const parentText = form.get("parentId");
    const parentId = parentText ? Number(parentText) : null;
    if (!Number.isInteger(contentId) || contentId < 1 || contentId > 2_147_483_647)
      throw new AppError("NOT_FOUND", { messageKey: "comment.articleMissing" });
    if (parentId !== null && (!Number.isInteger(parentId) || parentId < 1 || parentId > 2_147_483_647))
      throw new AppError("NOT_FOUND", { messageKey: "comment.parentMissing" });
    const textValue = form.get("text") ?? "";
    const settings = await memberSettings();
    if (!settings.commentOpen) throw new AppError("RULE_VIOLATION", { messageKey: "public.commentClosed" });
    if (textValue.length > settings.commentMaxLength)
      throw new AppError("BAD_REQUEST", { messageKey: "public.tooLong" });
    await countDailyPost("comment", await guardWrite(ctx, form), settings.commentDayLimit);
    const member = ctx.visitor.member;
    const posted = await postComment({
      siteId: ctx.site.id,
      contentId,
      parentId,
      text: textValue,
      ip: ctx.visitor.ip,
      member: member ? { id: member.id, name: member.shownName, needCheck: member.needCheck } : null,
    });
    return back(ctx, target, posted.checked === 1 ? "public.commentPassed" : "public.commentWaiting", "#comments");
  } catch (error) {
    return back(ctx, target, errorKey(error), "#comments");
  }
}

/** A guest's rating identity beside the IP: their form cookie, hashed (the token itself stays secret). */
const raterCookie = (token: string) => createHash("sha256").update(`score:${token}`).digest("hex");

async function score(ctx: FormsContext, form: URLSearchParams): Promise<Response> {
  const target = articleTarget(form);
  try {
    const contentId = Number(form.get("contentId"));
    const itemId = Number(form.get("itemId"));
    if (!Number.isInteger(contentId) || contentId < 1 || contentId > 2_147_483_647)
      throw new AppError("NOT_FOUND", { messageKey: "comment.articleMissing" });
    if (!Number.isInteger(itemId) || itemId < 1 || itemId > 2_147_483_647)
      throw new AppError("BAD_REQUEST", { messageKey: "score.itemNotInGroup" });
    await guardWrite(ctx, form);
    await rateContent(ctx.site.id, contentId, itemId, {
      memberId: ctx.visitor.member?.id ?? null,
      ip: ctx.visitor.ip.slice(0, 64),
      cookie: raterCookie(ctx.visitor.formToken),
    });
    return back(ctx, target, "public.scored", "#score");
  } catch (error) {
    return back(ctx, target, errorKey(error), "#score");
  }
}

async function guestbook(ctx: FormsContext, form: URLSearchParams): Promise<Response> {
  try {
    const content = form.get("content") ?? "";
    const settings = await memberSettings();
    if (!settings.guestbookOpen) throw new AppError("RULE_VIOLATION", { messageKey: "public.guestbookOff" });
    if (settings.guestbookNeedLogin && !ctx.visitor.member)
      throw new AppError("UNAUTHENTICATED", { messageKey: "public.signInRequired" });
    if (content.length > settings.guestbookMaxLength || (form.get("title") ?? "").length > 255)
      throw new AppError("BAD_REQUEST", { messageKey: "public.tooLong" });
    const ctgId = Number(form.get("ctgId"));
    if (!Number.isInteger(ctgId) || ctgId < 1 || ctgId > 2_147_483_647)
      throw new AppError("NOT_FOUND", { fieldErrors: { ctgId: ["error.notFound"] } });
    await countDailyPost("guestbook", await guardWrite(ctx, form), settings.guestbookDayLimit);
    const member = ctx.visitor.member;
    await postGuestbook({
      siteId: ctx.site.id,
      ctgId,
      title: form.get("title"),
      content,
      email: (form.get("email") ?? "").slice(0, 100),
      ip: ctx.visitor.ip,
      member: member ? { id: member.id, name: member.shownName } : null,
    });
    return back(ctx, "guestbook.html", "public.guestbookWaiting", "#guestbook-form");
  } catch (error) {
    return back(ctx, "guestbook.html", errorKey(error), "#guestbook-form");
  }
}

// ---- the article's comment section -----------------------------------------------------------

/** Whether the page's notice answers a rating (shown by the rating section, not the comments'). */
const isScoreNotice = (c: Context<AppEnv>) => {
  const key = c.req.query("notice") ?? "";
  return key.startsWith("score.") || key === "public.scored";
};

/** The article's rating: the average, each item's count, and the form (when the site offers a rating set). */
async function scoreSection(
  c: Context<AppEnv>,
  visitor: Visitor,
  base: string,
  contentId: number,
  articlePath: string,
) {
  const group = await scoreGroupOfContent(contentId);
  if (!group || group.items.length === 0) return "";
  const summary = await contentScore(contentId);
  const notice = isScoreNotice(c) ? noticeOf(c) : "";
  const items = group.items
    .map(
      (item) =>
        `<li><label><input type="radio" name="itemId" value="${item.id}" required> ${text(item.name)}（${item.score} 分）</label> <span class="count">${summary.items.get(item.id) ?? 0} 人</span></li>`,
    )
    .join("\n");
  return `<section class="panel score" id="score" aria-labelledby="score-title">
<h2 id="score-title">${text(group.name)}</h2>
${notice}
<p class="score-average">平均分 <strong>${summary.average.toFixed(1)}</strong>（${summary.count} 人评分）</p>
<form method="post" action="${base}score" class="score-form">
${csrfField(visitor)}
<input type="hidden" name="contentId" value="${contentId}">
<input type="hidden" name="back" value="${text(articlePath)}">
<ul class="score-items">${items}</ul>
${await captchaFields(visitor)}
<button type="submit">评分</button>
</form>
</section>`;
}

/** The passed comments of an article with their replies, and the comment form (replying when `?reply=` names one). */
async function commentSection(
  c: Context<AppEnv>,
  visitor: Visitor,
  base: string,
  contentId: number,
  articlePath: string,
) {
  const comments = await passedComments(contentId);
  const replyTo = Number(c.req.query("reply") ?? "");
  const replying = comments.find((row) => row.id === replyTo);
  const list = comments
    .map(
      (
        row,
      ) => `<li class="comment" id="comment-${row.id}"><p class="meta">${text(row.name)} <time>${text(row.time)}</time></p>
<p>${text(row.text)}</p>${row.reply ? `<p class="reply">管理员回复：${text(row.reply)}</p>` : ""}
${row.replies.length ? `<ul class="replies">${row.replies.map((reply) => `<li><p class="meta">${text(reply.name)} <time>${text(reply.time)}</time></p><p>${text(reply.text)}</p></li>`).join("")}</ul>` : ""}
<a href="${base}${articlePath}?reply=${row.id}#comment-form">回复</a></li>`,
    )
    .join("\n");
  const settings = await memberSettings();
  if (!settings.commentOpen)
    return `<section class="panel comments" id="comments" aria-labelledby="comments-title">
<h2 id="comments-title">评论</h2>
${noticeOf(c)}
${list ? `<ul class="comment-list">${list}</ul>` : `<p class="empty">暂无评论。</p>`}
<p class="hint">${text(translate("public.commentClosed", "zh"))}</p>
</section>`;
  const account = visitor.member
    ? `<p class="hint">以会员 ${text(visitor.member.shownName)} 的身份评论</p>`
    : `<p class="hint"><a href="${base}member/login.html?next=${encodeURIComponent(articlePath)}">登录</a>后评论，或以游客身份评论</p>`;
  return `<section class="panel comments" id="comments" aria-labelledby="comments-title">
<h2 id="comments-title">评论</h2>
${isScoreNotice(c) ? "" : noticeOf(c)}
${list ? `<ul class="comment-list">${list}</ul>` : `<p class="empty">暂无评论。</p>`}
<form method="post" action="${base}comment" class="comment-form" id="comment-form">
${csrfField(visitor)}
<input type="hidden" name="contentId" value="${contentId}">
<input type="hidden" name="back" value="${text(articlePath)}">
${replying ? `<input type="hidden" name="parentId" value="${replying.id}"><p>回复 ${text(replying.name)}：</p>` : ""}
${account}
<label>评论内容 <textarea name="text" required maxlength="${settings.commentMaxLength}" rows="4"></textarea></label>
${await captchaFields(visitor)}
<button type="submit">发表评论</button>
</form>
</section>`;
}

/**
 * An article page with its comment section, written in per visitor (the page itself may come from
 * the static store or the render cache: the section holds this visitor's form token).
 */
export async function withCommentSection(
  c: Context<AppEnv>,
  html: string,
  base: string,
  articlePath: string,
  contentId: number,
  cookieSecure: boolean,
  /** Another section of the article's forms, for the same visitor, put before the comments (a job application). */
  before?: (visitor: Visitor) => Promise<string>,
): Promise<string> {
  const visitor = await visitorOf(c);
  if (visitor.newToken) setFormCookie(c, visitor.formToken, cookieSecure);
  const section =
    (before ? await before(visitor) : "") +
    (await scoreSection(c, visitor, base, contentId, articlePath)) +
    (await commentSection(c, visitor, base, contentId, articlePath));
  if (html.includes(COMMENTS_MARKER)) return html.replace(COMMENTS_MARKER, () => section);
  const at = html.lastIndexOf("</main>");
  return at >= 0 ? `${html.slice(0, at)}${section}${html.slice(at)}` : html;
}

function setFormCookie(c: Context<AppEnv>, token: string, cookieSecure: boolean): void {
  const secure = cookieSecure ? "; Secure" : "";
  c.header("Set-Cookie", `${FORM_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400${secure}`, {
    append: true,
  });
}

const FORM_PATHS =
  /^(?:member\/(?:|login\.html|register\.html|logout|password|message\.html|message\/reply|message\/send)|comment|score|guestbook\.html)$/;

/** Whether a path below a site's base is one of the forms' (answered by publicForm). */
export const isFormPath = (rest: string): boolean => FORM_PATHS.test(rest);

/** A form request's context: its visitor, given a form cookie on their first visit. */
export async function formsContextOf(
  c: Context<AppEnv>,
  site: PublicSite,
  base: string,
  cookieSecure: boolean,
): Promise<FormsContext> {
  const visitor = await visitorOf(c);
  if (visitor.newToken) setFormCookie(c, visitor.formToken, cookieSecure);
  return { c, site, base, visitor, cookieSecure };
}

/** Answers a form path: its page on GET, the write on POST. */
export async function publicForm(
  c: Context<AppEnv>,
  site: PublicSite,
  base: string,
  rest: string,
  cookieSecure: boolean,
): Promise<Response> {
  const ctx = await formsContextOf(c, site, base, cookieSecure);
  const { visitor } = ctx;
  const method = c.req.method;
  // Member features switched off: no sign-in, registration or member centre (signing out still works).
  if (rest !== "member/logout" && rest.startsWith("member/") && !(await memberSettings()).memberOn)
    return shell(ctx, "会员", `<p>${text(translate("public.memberOff", "zh"))}</p>`, 404);
  if (method === "POST") {
    const form = await formOf(c);
    if (!form) return c.text("Payload Too Large", 413);
    if (rest === "member/login.html") return login(ctx, form);
    if (rest === "member/register.html") return register(ctx, form);
    if (rest === "member/logout") return logout(ctx, form);
    if (rest === "member/password") return changePassword(ctx, form);
    if (rest === "member/message/reply") return replyToMyMessage(ctx, form);
    if (rest === "member/message/send") return writeMyMessage(ctx, form);
    if (rest === "comment") return comment(ctx, form);
    if (rest === "score") return score(ctx, form);
    if (rest === "guestbook.html") return guestbook(ctx, form);
  }
  if (method === "GET" || method === "HEAD") {
    if (rest === "member/login.html") return loginPage(ctx);
    if (rest === "member/register.html") return registerPage(ctx);
    if (rest === "guestbook.html") return guestbookPage(ctx);
    if (rest === "member/" || rest === "member/message.html") {
      if (!visitor.member) return c.redirect(`${base}member/login.html`, 303);
      return rest === "member/" ? centrePage(ctx, visitor.member) : messagePage(ctx, visitor.member);
    }
  }
  c.header("Allow", rest === "member/" || rest === "member/message.html" ? "GET, HEAD" : "GET, HEAD, POST");
  return c.text("Method Not Allowed", 405);
}
