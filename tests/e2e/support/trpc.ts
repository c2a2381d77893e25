import type { APIRequestContext } from "@playwright/test";

// tRPC calls over a context's request, for fixtures and shortcuts: the superjson wire format with
// plain JSON values only.

type TrpcAnswer<T> = { result: { data: { json: T } } };

/** Calls a tRPC mutation as whoever `request` is signed in as. */
export async function trpcMutation<T>(request: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const response = await request.post(`/trpc/${procedure}`, {
    data: { json: input },
    headers: { "content-type": "application/json" },
  });
  if (!response.ok()) throw new Error(`${procedure}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as TrpcAnswer<T>).result.data.json;
}

/** Calls a tRPC query; dates in the answer stay strings (fine for the ids and texts fixtures need). */
export async function trpcQuery<T>(request: APIRequestContext, procedure: string, input?: unknown): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await request.get(`/trpc/${procedure}${query}`);
  if (!response.ok()) throw new Error(`${procedure}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as TrpcAnswer<T>).result.data.json;
}
