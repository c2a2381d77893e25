import type { MessageKey } from "../i18n/messages-zh.ts";

/**
 * The one table of application errors: each maps to a tRPC code, an HTTP status and the legacy
 * API's envelope code, with its default message.
 */
export const APP_ERROR_CODES = {
  BAD_REQUEST: { trpc: "BAD_REQUEST", http: 400, legacy: "201", message: "error.badRequest" },
  PARAMETER: { trpc: "BAD_REQUEST", http: 400, legacy: "202", message: "error.parameter" },
  UNKNOWN_APP: { trpc: "UNAUTHORIZED", http: 401, legacy: "203", message: "error.unknownApp" },
  BAD_SIGN: { trpc: "UNAUTHORIZED", http: 401, legacy: "204", message: "error.badSign" },
  NOT_FOUND: { trpc: "NOT_FOUND", http: 404, legacy: "206", message: "error.notFound" },
  /** One of the ids a batch names (check, delete) does not exist here: the origin's param_error. */
  NOT_FOUND_IN_LIST: { trpc: "NOT_FOUND", http: 404, legacy: "202", message: "error.notFound" },
  /** The row to update does not exist here: the origin's update paths answer 101 (error.notExist). */
  NOT_FOUND_TO_UPDATE: { trpc: "NOT_FOUND", http: 404, legacy: "101", message: "error.notFound" },
  /** A business rule refuses the change (deleting yourself, the last super-admin, ...). */
  RULE_VIOLATION: { trpc: "PRECONDITION_FAILED", http: 412, legacy: "202", message: "error.parameter" },
  /** A named file (a database backup) does not exist: the origin's file_not_found. */
  FILE_NOT_FOUND: { trpc: "NOT_FOUND", http: 404, legacy: "326", message: "backup.fileNotFound" },
  /** A database restore was refused or failed, nothing changed: the origin's db_revert_error. */
  RESTORE_FAILED: { trpc: "PRECONDITION_FAILED", http: 412, legacy: "349", message: "backup.damaged" },
  REPLAY: { trpc: "CONFLICT", http: 409, legacy: "208", message: "error.replay" },
  FORBIDDEN: { trpc: "FORBIDDEN", http: 403, legacy: "209", message: "error.forbidden" },
  /** The back-office firewall refuses this address or time (the origin's 214). */
  FIREWALL: { trpc: "FORBIDDEN", http: 403, legacy: "214", message: "error.firewall" },
  ACCOUNT_UNAVAILABLE: { trpc: "FORBIDDEN", http: 403, legacy: "301", message: "error.userNotFound" },
  UNAUTHENTICATED: { trpc: "UNAUTHORIZED", http: 401, legacy: "302", message: "error.unauthenticated" },
  WRONG_CREDENTIALS: { trpc: "UNAUTHORIZED", http: 401, legacy: "304", message: "error.wrongCredentials" },
  USERNAME_TAKEN: { trpc: "CONFLICT", http: 409, legacy: "305", message: "error.usernameTaken" },
  /** A site message to oneself (the origin's send_own_error). */
  SEND_TO_SELF: { trpc: "BAD_REQUEST", http: 400, legacy: "363", message: "message.sendToSelf" },
  /** A custom form already has a field of this name (the origin's field_is_exist). */
  FIELD_TAKEN: { trpc: "CONFLICT", http: 409, legacy: "341", message: "customForm.fieldTaken" },
  /** Too many writes from one visitor or member in the hour (the public forms' limits). */
  RATE_LIMITED: { trpc: "TOO_MANY_REQUESTS", http: 429, legacy: "202", message: "error.rateLimited" },
  /** The sign-in needs a solved CAPTCHA (missing or wrong); the origin's captcha error code. */
  CAPTCHA: { trpc: "BAD_REQUEST", http: 400, legacy: "353", message: "error.captchaRequired" },
  AES: { trpc: "BAD_REQUEST", http: 400, legacy: "351", message: "error.aes" },
  SESSION_TIMEOUT: { trpc: "UNAUTHORIZED", http: 401, legacy: "3", message: "error.sessionTimeout" },
  PAYLOAD_TOO_LARGE: { trpc: "PAYLOAD_TOO_LARGE", http: 413, legacy: "201", message: "error.payloadTooLarge" },
  UNSUPPORTED_MEDIA_TYPE: { trpc: "BAD_REQUEST", http: 415, legacy: "201", message: "error.unsupportedMediaType" },
  /** The database cannot be reached for the moment (restarting, down): try again shortly. */
  UNAVAILABLE: { trpc: "SERVICE_UNAVAILABLE", http: 503, legacy: "503", message: "error.databaseUnavailable" },
  INTERNAL: { trpc: "INTERNAL_SERVER_ERROR", http: 500, legacy: "500", message: "error.internal" },
} as const satisfies Record<string, { trpc: string; http: number; legacy: string; message: MessageKey }>;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

/** What tRPC error responses carry in `error.data` besides tRPC's own fields. */
export type AppErrorData = {
  appCode: AppErrorCode;
  legacyCode: string;
  /** Per-field messages (already translated) for forms; present for validation errors. */
  fieldErrors?: Record<string, string[]>;
  /** The request's id in the server log; present for internal errors (the message names it too). */
  requestId?: string;
};
