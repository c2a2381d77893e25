import type { Locale } from "@suyuan/contracts/i18n/translate";
import type { Logger } from "./logger.ts";

/** Who is asking, as far as logs and audit need to know; shared by tRPC and the legacy adapter. */
export type RequestMeta = {
  requestId: string;
  ip: string | null;
  userAgent: string | null;
  locale: Locale;
  /** Child logger carrying the request id. */
  log: Logger;
};
