import { translate, type Locale } from "@suyuan/contracts/i18n/translate";
import type { Context } from "hono";
import { text } from "../lib/html.ts";
import type { AppEnv } from "../lib/app-env.ts";

// A download link is a browser navigation: a refusal it meets must never look like the file. The
// JSON error keeps its status but becomes a small HTML page shown inline: Chromium then fails an
// <a download> on the status instead of saving the body, and a browser that opens the link as a
// page (new tab, bookmark) shows the message with a way back. A redirect back would not do: the
// browser would save the app's own page under the file's name.

/**
 * True for the browser's own request of a link (Fetch Metadata `navigate`; without Fetch Metadata,
 * an Accept asking for HTML), false for scripts and fetch() calls, which keep the JSON answer.
 */
export function isNavigation(c: Context<AppEnv>): boolean {
  const mode = c.req.header("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return c.req.header("accept")?.includes("text/html") ?? false;
}

/** The JSON error answer `answer` (`{ message }`), as the HTML page of a download navigation. */
export async function downloadErrorPage(answer: Response, locale: Locale, backHref: string): Promise<Response> {
  const body = (await answer.json()) as { message?: string };
  const title = translate("download.failedTitle", locale);
  const html = `<!doctype html>
<html lang="${locale === "en" ? "en" : "zh-CN"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(title)}</title>
<style>body{font:15px/1.6 system-ui,sans-serif;color:#1f2937;margin:0;padding:48px 24px}main{max-width:480px;margin:0 auto}h1{font-size:20px;margin:0 0 12px}a{color:#2563eb}</style>
</head>
<body>
<main>
<h1>${text(title)}</h1>
<p role="alert">${text(body.message ?? "")}</p>
<p><a href="${text(backHref)}">${text(translate("download.backToApplication", locale))}</a></p>
</main>
</body>
</html>
`;
  const headers = new Headers(answer.headers);
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("content-disposition", "inline");
  headers.set("cache-control", "no-store");
  headers.delete("content-length");
  return new Response(html, { status: answer.status, headers });
}
