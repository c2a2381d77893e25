import { APP_ERROR_CODES, type AppErrorCode } from "@suyuan/contracts/errors/app-error-codes";
import { isMessageKey, translate, type Locale } from "@suyuan/contracts/i18n/translate";
import type { z } from "zod";
import { databaseRefusalMessage } from "./database-refusal.ts";
import { isDatabaseUnavailable } from "./database-unavailable.ts";
import type { Logger } from "./logger.ts";

type MessageParams = Record<string, string | number>;

/**
 * The one error type services throw. The code decides the tRPC code, HTTP status and legacy
 * envelope code (see APP_ERROR_CODES); messages are keys, translated per request.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly messageKey: string;
  readonly params: MessageParams;
  /** Per-field message keys, for forms. */
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(
    code: AppErrorCode,
    options: {
      messageKey?: string;
      params?: MessageParams;
      fieldErrors?: Record<string, string[]>;
      cause?: unknown;
    } = {},
  ) {
    const messageKey = options.messageKey ?? APP_ERROR_CODES[code].message;
    super(translate(messageKey, "zh", options.params), { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors;
  }

  get legacyCode(): string {
    return APP_ERROR_CODES[this.code].legacy;
  }

  get httpStatus(): number {
    return APP_ERROR_CODES[this.code].http;
  }

  localizedMessage(locale: Locale): string {
    return translate(this.messageKey, locale, this.params);
  }

  localizedFieldErrors(locale: Locale): Record<string, string[]> | undefined {
    if (!this.fieldErrors) return undefined;
    return Object.fromEntries(
      Object.entries(this.fieldErrors).map(([field, keys]) => [
        field,
        keys.map((key) => translate(key, locale, this.params)),
      ]),
    );
  }

  /** A validation failure: the first issue becomes the message, all issues the field errors. */
  static fromZod(error: z.ZodError, code: AppErrorCode = "BAD_REQUEST"): AppError {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.issues) {
      // Update inputs are shaped { id, data }: their fields are named as on the form.
      const path = issue.path.filter((segment, index) => !(index === 0 && segment === "data"));
      const field = path.length ? path.map(String).join(".") : "_form";
      (fieldErrors[field] ??= []).push(messageKeyOf(issue));
    }
    const first = error.issues[0];
    const params = first?.code === "too_big" ? { max: Number(first.maximum) } : undefined;
    return new AppError(code, {
      messageKey: first ? messageKeyOf(first) : "error.badRequest",
      fieldErrors,
      ...(params ? { params } : {}),
      cause: error,
    });
  }
}

/**
 * Contracts give their own message keys; Zod's built-in (English) messages are replaced by a
 * translated one for the kind of issue, so no English text reaches a Chinese user.
 */
function messageKeyOf(issue: z.core.$ZodIssue): string {
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === "invalid_type" && issue.input === undefined) return "validation.required";
  if (issue.code === "too_big") return "validation.tooLong";
  return "validation.invalid";
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * Any thrown value as the AppError to answer with, the one mapping of tRPC, the legacy adapter and
 * the plain HTTP endpoints: itself; UNAVAILABLE while the database cannot be reached; BAD_REQUEST
 * when the database refused the caller's data (a constraint, a value it cannot store); else
 * INTERNAL, whose message carries the request id so a report can be matched with the log (the
 * caller logs the cause, see logFailure).
 */
export function asAppError(error: unknown, requestId?: string): AppError {
  if (isAppError(error)) return error;
  if (isDatabaseUnavailable(error)) return new AppError("UNAVAILABLE", { cause: error });
  const refusal = databaseRefusalMessage(error);
  if (refusal) return new AppError("BAD_REQUEST", { messageKey: refusal, cause: error });
  if (!requestId) return new AppError("INTERNAL", { cause: error });
  return new AppError("INTERNAL", { messageKey: "error.internalWithId", params: { requestId }, cause: error });
}

/**
 * Logs what an answer leaves out: internal errors and outages as errors; a database refusal as a
 * warning (a contract let the value through and should refuse it first). Others are the caller's.
 */
export function logFailure(log: Logger, appError: AppError, what: string, extra: Record<string, unknown> = {}) {
  const cause = appError.cause ?? appError;
  if (appError.code === "INTERNAL" || appError.code === "UNAVAILABLE") log.error({ err: cause, ...extra }, what);
  else if (!isAppError(cause) && databaseRefusalMessage(cause))
    log.warn({ err: cause, ...extra }, `${what}: the database refused the data`);
}
