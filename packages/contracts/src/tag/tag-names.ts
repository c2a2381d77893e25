import { z } from "zod";
import { isStorableText } from "../kit/primitives.ts";

export const TAG_NAME_MAX = 50;
export const TAGS_PER_CONTENT_MAX = 20;

/** The origin's `tagStr`: tags joined by commas (ASCII or full-width) or spaces. */
export function splitTagStr(tagStr: string | null | undefined): string[] {
  return (tagStr ?? "").split(/[,，、\s]+/u).filter(Boolean);
}

/** Tag names as stored: trimmed, blanks dropped, each once, in the order given. */
export function normalizeTagNames(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => name.trim()).filter(Boolean))];
}

/** A content item's tags: at most 20, each 1..50 storable characters; duplicates and blanks dropped. */
export const ZTagNames = z
  .array(
    z
      .string()
      .refine(isStorableText, "validation.textInvalid")
      .refine((name) => name.trim().length <= TAG_NAME_MAX, "validation.tooLong"),
  )
  .transform(normalizeTagNames)
  .refine((names) => names.length <= TAGS_PER_CONTENT_MAX, "validation.tooMany");
