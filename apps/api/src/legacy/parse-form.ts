import type { Context } from "hono";
import { AppError } from "../lib/app-error.ts";

/** Parsed request fields; files are kept apart because they are not signed. */
export type ParsedForm = { fields: Record<string, string>; files: Record<string, File> };

function addField(fields: Record<string, string>, name: string, value: string) {
  // A field sent twice makes the signed text ambiguous.
  if (Object.hasOwn(fields, name)) throw new AppError("PARAMETER", { messageKey: "error.parameter" });
  fields[name] = value;
}

/** Accepts application/x-www-form-urlencoded and multipart/form-data, as the legacy client sends. */
export async function parseForm(c: Context): Promise<ParsedForm> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: Record<string, File> = {};
  if (type.startsWith("application/x-www-form-urlencoded")) {
    for (const [name, value] of new URLSearchParams(await c.req.text())) addField(fields, name, value);
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
