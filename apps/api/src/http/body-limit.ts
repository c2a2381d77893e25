import type { IncomingMessage } from "node:http";
import type { Context, Next } from "hono";
import type { AppEnv } from "../lib/app-env.ts";
import { nodeRequest, requestHeader } from "../lib/node-bindings.ts";

// How much of a refused body is still read (and thrown away) so the client gets to read the
// answer: a client still sending when the server closes sees EPIPE instead of the 413.
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
// A client on a slow line may take a while to send an over-large file; past this it is cut off.
const DRAIN_MAX_MS = 60_000;

/** Reads and discards the rest of a body, within the drain limits. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  const deadline = Date.now() + DRAIN_MAX_MS;
  let seen = alreadyRead;
  try {
    while (seen <= DRAIN_MAX_BYTES && Date.now() < deadline) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.length;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing to answer.
  }
}

/**
 * Discards a body not read yet straight from Node's request (much faster than through a web
 * stream), within the drain limits.
 */
function drainIncoming(incoming: IncomingMessage): Promise<void> {
  if (incoming.readableEnded || incoming.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      incoming.off("data", count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    incoming.on("data", count);
    incoming.once("end", finish);
    incoming.once("error", finish);
    incoming.once("close", finish);
  });
}

type Refuse = (c: Context<AppEnv>) => Response | Promise<Response>;

/**
 * Refuses a body larger than `maxSize` with `refuse`, after draining what the client still sends
 * (so it reads the refusal); a body within the limit is buffered for the handler, as Hono's
 * bodyLimit does. A declared Content-Length over the limit is refused without buffering.
 */
export function limitBody(maxSize: number, refuse: Refuse) {
  return async (c: Context<AppEnv>, next: Next) => {
    // No body to limit; and asking for one would build the full Fetch Request (a tenth of a list
    // call's CPU) only to find none.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // The declared length first: reading c.req.raw.body would start a web stream over the request.
    const declared = requestHeader(c, "content-length");
    const chunked = requestHeader(c, "transfer-encoding") !== undefined;
    if (declared !== undefined && !chunked) {
      if (Number.parseInt(declared, 10) <= maxSize) return next();
      const incoming = nodeRequest(c);
      if (incoming) await drainIncoming(incoming);
      else if (c.req.raw.body) await drain(c.req.raw.body.getReader(), 0);
      return refuse(c);
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const reader: ReadableStreamDefaultReader<Uint8Array> = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) {
        await drain(reader, size);
        return refuse(c);
      }
      chunks.push(value);
    }
    const buffered = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffered.set(chunk, offset);
      offset += chunk.length;
    }
    c.req.raw = new Request(c.req.raw, { body: buffered });
    return next();
  };
}
