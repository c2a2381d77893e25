import { unzipSync } from "fflate";
import { decodeText, type SniffedType } from "./sniff-type.ts";

/** Extracted text is cut to this many characters. */
export const MAX_EXTRACTED_CHARS = 200_000;

/** word/document.xml larger than this (inflated) is not read: a guard against zip bombs. */
const MAX_DOCUMENT_XML_BYTES = 64 * 1024 * 1024;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name] ?? match;
  });
}

/** The text of a WordprocessingML body: paragraphs become lines, tabs and breaks are kept. */
export function textOfDocumentXml(xml: string): string {
  const text = xml
    .replace(/<w:tab\/>/g, "\t")
    .replace(/<w:(br|cr)\b[^>]*\/>/g, "\n")
    .replace(/<\/w:p>/g, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text).replace(/\n+$/, "");
}

function docxText(bytes: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => file.name === "word/document.xml" && file.originalSize <= MAX_DOCUMENT_XML_BYTES,
    });
  } catch {
    return "";
  }
  const xml = files["word/document.xml"];
  return xml ? textOfDocumentXml(new TextDecoder("utf-8").decode(xml)) : "";
}

/** The text of an imported document: plain text and docx; other formats give an empty string. */
export function extractText(type: SniffedType, bytes: Uint8Array): string {
  let text = "";
  if (type === "txt") text = decodeText(bytes)?.text ?? "";
  else if (type === "docx") text = docxText(bytes);
  // A byte-order mark is not part of the text.
  text = text.replace(/^\uFEFF/, "");
  return text.length > MAX_EXTRACTED_CHARS ? text.slice(0, MAX_EXTRACTED_CHARS) : text;
}
