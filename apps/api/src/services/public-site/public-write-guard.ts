import { prisma, queryRows } from "@suyuan/db/client";
import { createHash, timingSafeEqual } from "node:crypto";
import { AppError } from "../../lib/app-error.ts";
import { loadSvgCaptcha } from "../../lib/lazy-modules.ts";
import { newToken } from "../../lib/random.ts";
import { memberSettings } from "../member/member-settings.ts";

// Abuse controls of every public write (comments, guestbook posts, registrations, sign-ins):
// - a CSRF token: the form carries the value of the visitor's own cookie (double submit), which a
//   page of another site can neither read nor set, so the forms need no script;
// - counts per IP and per member and hour, kept in the database (one upsert per count), so every
//   process enforces the same limit;
// - a CAPTCHA once an IP has posted `captchaAfterPosts` times in the hour (or for members of a
//   group that always solves it); its answer is stored hashed, used once, in the database.
// The admin sign-in asks for the same CAPTCHA (services/auth/login.ts) after failed attempts.

const CAPTCHA_MINUTES = 10;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A new CSRF token for a visitor who has none yet. */
export function newCsrfToken(): string {
  return newToken();
}

/** Whether the form's token is the visitor's cookie token. */
export function csrfTokenMatches(cookie: string | undefined, form: string | undefined): boolean {
  if (!cookie || !form || cookie.length > 100 || cookie.length !== form.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(form));
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** China's days start at 16:00 UTC of the day before. */
const CHINA_OFFSET_MS = 8 * HOUR_MS;
/** Counts are kept two days: long enough for every hourly and daily limit that reads them. */
const COUNT_RETENTION_MS = 2 * DAY_MS;

const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
const chinaDayOf = (now: Date) =>
  new Date(Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);

/**
 * Adds one to a key's count of a period (the hour, or the day, starting at `period`) and answers
 * the new count (atomic across processes).
 */
async function countOnce(key: string, period: Date): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    `INSERT INTO public_write_count (key, hour, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, hour) DO UPDATE SET count = public_write_count.count + 1
     RETURNING count`,
    [key.slice(0, 100), period],
  );
  return Number(rows[0]?.count ?? 0);
}

/** A key's count of this hour so far. */
async function countOf(key: string, now: Date): Promise<number> {
  const row = await prisma.publicWriteCount.findUnique({
    where: { key_hour: { key: key.slice(0, 100), hour: hourOf(now) } },
    select: { count: true },
  });
  return row?.count ?? 0;
}

export type WriteVisitor = { ip: string; memberId?: number | null; memberNeedsCaptcha?: boolean };

/** Whether the visitor's next post must carry a solved CAPTCHA. */
export async function captchaRequired(visitor: WriteVisitor, now = new Date()): Promise<boolean> {
  if (visitor.memberId && visitor.memberNeedsCaptcha) return true;
  const settings = await memberSettings();
  return (await countOf(`ip:${visitor.ip}`, now)) >= settings.captchaAfterPosts;
}

/**
 * Counts one public write of a visitor and refuses it when the IP or the member is over the
 * hour's limit. Counted before the write runs, so a flood is refused however it ends.
 */
export async function countPublicWrite(visitor: WriteVisitor, now = new Date()): Promise<void> {
  const settings = await memberSettings();
  const byIp = await countOnce(`ip:${visitor.ip}`, hourOf(now));
  if (byIp > settings.postsPerHourPerIp) throw new AppError("RATE_LIMITED", { messageKey: "public.tooManyPosts" });
  if (visitor.memberId) {
    const byMember = await countOnce(`member:${visitor.memberId}`, hourOf(now));
    if (byMember > settings.postsPerHourPerMember)
      throw new AppError("RATE_LIMITED", { messageKey: "public.tooManyPosts" });
  }
}

/**
 * Counts one post of a kind today (China's day) by the member, or by the IP for a guest, and
 * refuses it past the day's limit (0: no limit). The settings' comment and guestbook day limits.
 */
export async function countDailyPost(
  kind: "comment" | "guestbook",
  visitor: WriteVisitor,
  limit: number,
  now = new Date(),
): Promise<void> {
  if (limit <= 0) return;
  const who = visitor.memberId ? `member:${visitor.memberId}` : `ip:${visitor.ip}`;
  if ((await countOnce(`${kind}-day:${who}`, chinaDayOf(now))) > limit)
    throw new AppError("RATE_LIMITED", { messageKey: "public.dayLimit" });
}

/** Drops counts older than any limit reads, and expired CAPTCHAs (the minute's maintenance). */
export async function purgePublicWriteGuard(now = new Date()): Promise<number> {
  const { count: counts } = await prisma.publicWriteCount.deleteMany({
    where: { hour: { lt: new Date(now.getTime() - COUNT_RETENTION_MS) } },
  });
  const { count: captchas } = await prisma.publicCaptcha.deleteMany({ where: { expiresAt: { lt: now } } });
  return counts + captchas;
}

/** Stores a new CAPTCHA's answer (hashed) and answers the id the form carries. */
export async function storeCaptcha(answer: string, now = new Date()): Promise<string> {
  const id = newToken();
  await prisma.publicCaptcha.create({
    data: {
      id,
      answerHash: sha256(answer.toLowerCase()),
      expiresAt: new Date(now.getTime() + CAPTCHA_MINUTES * 60_000),
    },
  });
  return id;
}

export type NewCaptcha = { captchaId: string; /** An SVG image of the characters to type. */ image: string };

/** A new CAPTCHA: its image, and the id the answer is sent back with. */
export async function newCaptcha(): Promise<NewCaptcha> {
  const captcha = (await loadSvgCaptcha()).create({ size: 4, noise: 2, ignoreChars: "0o1ilI" });
  return { captchaId: await storeCaptcha(captcha.text), image: captcha.data };
}

/** Whether the answer solves the CAPTCHA; a challenge is used once, right or wrong. */
export async function solveCaptcha(id: string | undefined, answer: string | undefined, now = new Date()) {
  if (!id || !answer || id.length > 100 || answer.length > 20) return false;
  const rows = await queryRows<{ answer_hash: string; expires_at: Date }>(
    `DELETE FROM public_captcha WHERE id = $1 RETURNING answer_hash, expires_at`,
    [id],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at) <= now) return false;
  return row.answer_hash === sha256(answer.trim().toLowerCase());
}
