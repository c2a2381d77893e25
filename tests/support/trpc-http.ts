// Raw tRPC over HTTP (superjson envelope), for tests that call procedures by name.

export type TrpcAnswer = {
  status: number;
  data?: unknown;
  error?: { message: string; data: { appCode: string; fieldErrors?: Record<string, string[]> } };
};

export async function loginCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/trpc/auth.login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ json: { username, password } }),
  });
  if (response.status !== 200)
    throw new Error(`login failed for ${username}: ${response.status} ${await response.text()}`);
  return (response.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
}

export async function callTrpc(
  baseUrl: string,
  cookie: string,
  path: string,
  type: "query" | "mutation",
  input: unknown,
): Promise<TrpcAnswer> {
  const encoded = JSON.stringify({ json: input });
  const response =
    type === "query"
      ? await fetch(`${baseUrl}/trpc/${path}?input=${encodeURIComponent(encoded)}`, { headers: { cookie } })
      : await fetch(`${baseUrl}/trpc/${path}`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: encoded,
        });
  const body = (await response.json()) as {
    result?: { data: { json: unknown } };
    error?: { json: TrpcAnswer["error"] };
  };
  return { status: response.status, data: body.result?.data.json, error: body.error?.json };
}
