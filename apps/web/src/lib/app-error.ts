import type { AppErrorCode, AppErrorData } from "@suyuan/contracts/errors/app-error-codes";
import { TRPCClientError } from "@trpc/client";

/** What the UI needs from any failed call, whatever shape the failure took. */
export type AppFailure = {
  /** True when no answer came back at all (offline, server down, proxy error page). */
  network: boolean;
  appCode: AppErrorCode | null;
  /** The legacy envelope code ("304", "302", "3", ...) the spec's messages are keyed by. */
  legacyCode: string | null;
  /** Already translated by the server per accept-language. */
  message: string;
  fieldErrors: Record<string, string[]>;
};

function isAppErrorData(data: unknown): data is AppErrorData {
  return typeof data === "object" && data !== null && "legacyCode" in data && typeof data.legacyCode === "string";
}

export function toAppFailure(error: unknown): AppFailure {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    if (isAppErrorData(data)) {
      return {
        network: false,
        appCode: data.appCode,
        legacyCode: data.legacyCode,
        message: error.message,
        fieldErrors: data.fieldErrors ?? {},
      };
    }
    // A TRPCClientError without server data means the response was not a tRPC answer (fetch
    // failed, or a proxy returned HTML): the user-facing meaning is "the server did not respond".
    return {
      network: data === undefined || data === null,
      appCode: null,
      legacyCode: null,
      message: error.message,
      fieldErrors: {},
    };
  }
  return {
    network: true,
    appCode: null,
    legacyCode: null,
    message: error instanceof Error ? error.message : String(error),
    fieldErrors: {},
  };
}

/** Codes after which the session is gone (spec section 8): 302 not logged in, 3 idle timeout. */
export function endsSession(failure: AppFailure): boolean {
  return failure.legacyCode === "302" || failure.legacyCode === "3";
}
