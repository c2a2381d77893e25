import { expect } from "vitest";
import { changesHeard } from "./change-notices.ts";

/** A visitor of the public sites with a cookie jar and an IP of their own, following redirects by hand. */
export class PublicVisitor {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly origin: () => string,
    readonly ip: string,
  ) {}

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return { "x-forwarded-for": this.ip, ...(cookie ? { cookie } : {}), ...extra };
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === "" || /Max-Age=0\b/.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async get(path: string) {
    await changesHeard();
    const response = this.keep(await fetch(`${this.origin()}${path}`, { headers: this.headers(), redirect: "manual" }));
    return { status: response.status, html: await response.text(), location: response.headers.get("location") };
  }

  /** A form post; repeated names as [name, value] pairs. */
  async post(path: string, fields: Record<string, string> | [string, string][]) {
    const response = this.keep(
      await fetch(`${this.origin()}${path}`, {
        method: "POST",
        headers: this.headers({ "content-type": "application/x-www-form-urlencoded" }),
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      }),
    );
    return { status: response.status, html: await response.text(), location: response.headers.get("location") ?? "" };
  }

  /** A multipart form post (a form with file inputs), as a browser sends it. */
  async postMultipart(path: string, form: FormData) {
    const response = this.keep(
      await fetch(`${this.origin()}${path}`, {
        method: "POST",
        headers: this.headers(),
        body: form,
        redirect: "manual",
      }),
    );
    return { status: response.status, html: await response.text(), location: response.headers.get("location") ?? "" };
  }

  /** The form's hidden CSRF token on a page, as a browser would send it back. */
  static token(html: string): string {
    const match = /name="csrf" value="([^"]+)"/.exec(html);
    expect(match).not.toBeNull();
    return match![1]!;
  }
}

/** The notice key a form's redirect carries. */
export const noticeOf = (location: string) => new URL(location, "http://x").searchParams.get("notice");
