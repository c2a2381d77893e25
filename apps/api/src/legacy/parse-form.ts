import type { Context } from "hono";
import { AppError } from "../lib/app-error.ts";
import { nodeRequest, requestHeader } from "../lib/node-bindings.ts";

/** Parsed request fields; files are kept apart because they are not signed. */
export type ParsedForm = { fields: Record<string, string>; files: Record<string, File> };

function addField(fields: Record<string, string>, name: string, value: string) {
  // A field sent twice makes the signed text ambiguous.
  if (Object.hasOwn(fields, name)) throw new AppError("PARAMETER", { messageKey: "error.parameter" });
  fields[name] = value;
}

/**
 * The body as text. Read from Node's request when it is untouched and of a declared length (the
 * body limit let it through unread): the Fetch Request and web stream that `c.req.text()` builds
 * cost more than a legacy call's own work.
 */
async function bodyText(c: Context): Promise<string> {
  const incoming = nodeRequest(c);
  const declared =
    requestHeader(c, "content-length") !== undefined && requestHeader(c, "transfer-encoding") === undefined;
  if (!incoming || !declared || incoming.readableEnded || incoming.readableFlowing !== null) return c.req.text();
  // By its events: an async iterator over the stream costs more than a small form's parsing.
  const body = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => chunks.push(chunk);
    const settle = (error: Error | null) => {
      incoming.off("data", onData).off("end", onEnd).off("error", settle).off("close", onClose);
      if (error) reject(error);
      else resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    };
    const onEnd = () => settle(null);
    // A client gone before the end of its body.
    const onClose = () => settle(new Error("request closed before its body ended"));
    incoming.on("data", onData).on("end", onEnd).on("error", settle).on("close", onClose);
  });
  const text = body.toString("utf8");
  // As TextDecoder (c.req.text()) does: a byte order mark is not part of the text.
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

/** Accepts application/x-www-form-urlencoded and multipart/form-data, as the legacy client sends. */
export async function parseForm(c: Context): Promise<ParsedForm> {
  const type = (requestHeader(c, "content-type") ?? "").toLowerCase();
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: Record<string, File> = {};
  if (type.startsWith("application/x-www-form-urlencoded")) {
    for (const [name, value] of new URLSearchParams(await bodyText(c))) addField(fields, name, value);
    return { fields, files };
  }
  if (type.startsWith("multipart/form-data")) {
    const form = await c.req.formData();
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") addField(fields, name, value);
      else files[name] = value;
    }
    return { fields, files };
  }
  throw new AppError("UNSUPPORTED_MEDIA_TYPE");
}
