import type { APIRequestContext } from "@playwright/test";

/** Must match the webServer env in tests/playwright.config.ts. */
export const ADMIN = { username: "admin", password: "E2e-admin-pass1!", realName: "系统管理员" } as const;

export const GOOD_PASSWORD = "Field-pass1!";

let counter = 0;

/** A mobile number no other test in this run uses (11 digits, starting with 1). */
export function uniqueMobile(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}${String(counter).padStart(3, "0")}`.slice(-9).padStart(9, "0");
  return `13${tail}`;
}

/** Registers through the real tRPC endpoint (superjson wire format), as a test fixture shortcut. */
export async function registerViaApi(
  request: APIRequestContext,
  username: string,
  password = GOOD_PASSWORD,
): Promise<number> {
  const response = await request.post("/trpc/auth.register", {
    data: { json: { username, password, password2: password } },
    headers: { "content-type": "application/json" },
  });
  if (!response.ok()) throw new Error(`register ${username} failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { result: { data: { json: { id: number } } } };
  return body.result.data.json.id;
}
