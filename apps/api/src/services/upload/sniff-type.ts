import { unzipSync } from "fflate";

// What a file is, judged by its bytes (never by its name or the client's MIME type).

export type SniffedType =
  | "jpeg"
  | "png"
  | "gif"
  | "webp"
  | "pdf"
  | "docx"
  | "xlsx"
  | "pptx"
  | "zip"
  | "doc"
  | "xls"
  | "ppt"
  /** An OLE2 compound file whose application could not be told. */
  | "ole2"
  | "txt";

export type Sniffed = { type: SniffedType; mimeType: string; extensions: readonly string[] };

const TYPES: Record<SniffedType, Omit<Sniffed, "type">> = {
  jpeg: { mimeType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  png: { mimeType: "image/png", extensions: ["png"] },
  gif: { mimeType: "image/gif", extensions: ["gif"] },
  webp: { mimeType: "image/webp", extensions: ["webp"] },
  pdf: { mimeType: "application/pdf", extensions: ["pdf"] },
  docx: {
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
  },
  xlsx: { mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extensions: ["xlsx"] },
  pptx: {
    mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extensions: ["pptx"],
  },
  zip: { mimeType: "application/zip", extensions: ["zip"] },
  doc: { mimeType: "application/msword", extensions: ["doc"] },
  xls: { mimeType: "application/vnd.ms-excel", extensions: ["xls"] },
  ppt: { mimeType: "application/vnd.ms-powerpoint", extensions: ["ppt"] },
  ole2: { mimeType: "application/x-ole-storage", extensions: ["doc", "xls", "ppt"] },
  txt: { mimeType: "text/plain; charset=utf-8", extensions: ["txt"] },
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const PDF = ascii("%PDF-");
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Entry names of a zip (its central directory; nothing is inflated), or null when it cannot be read. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter(file) {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

function sniffZip(bytes: Uint8Array): SniffedType | null {
  const names = zipEntryNames(bytes);
  if (!names) return null;
  if (names.includes("[Content_Types].xml")) {
    if (names.some((name) => name.startsWith("word/"))) return "docx";
    if (names.some((name) => name.startsWith("xl/"))) return "xlsx";
    if (names.some((name) => name.startsWith("ppt/"))) return "pptx";
  }
  return "zip";
}

const utf16 = (text: string) => Buffer.from(text, "utf16le");

/**
 * Legacy Office files are OLE2 compound files; the application is told by the name of its main
 * stream in the directory (names are UTF-16LE). A cheap search, not a parse of the directory.
 */
function sniffOle2(bytes: Uint8Array): SniffedType {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.includes(utf16("WordDocument"))) return "doc";
  if (buffer.includes(utf16("Workbook")) || buffer.includes(utf16("Book\0"))) return "xls";
  if (buffer.includes(utf16("PowerPoint Document"))) return "ppt";
  return "ole2";
}

/** Control characters other than tab, line feed, vertical tab, form feed, carriage return and escape. */
// eslint-disable-next-line no-control-regex
const BINARY_CONTROL = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f\u007f]/;

/** The text of a plain-text file: UTF-8 (with or without BOM), else GB18030; null when it is not text. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: "utf-8" | "gb18030" } | null {
  if (bytes.includes(0)) return null;
  let decoded: { text: string; encoding: "utf-8" | "gb18030" } | null = null;
  for (const encoding of ["utf-8", "gb18030"] as const) {
    try {
      decoded = { text: new TextDecoder(encoding, { fatal: true }).decode(bytes), encoding };
      break;
    } catch {
      // not this encoding
    }
  }
  if (!decoded || BINARY_CONTROL.test(decoded.text)) return null;
  return decoded;
}

/** The type of a file by its content, or null when it is none of the accepted types. */
export function sniffType(bytes: Uint8Array): Sniffed | null {
  const type = sniffKind(bytes);
  if (!type) return null;
  if (type === "txt" && decodeText(bytes)?.encoding === "gb18030") {
    return { type, mimeType: "text/plain; charset=gb18030", extensions: TYPES.txt.extensions };
  }
  return { type, ...TYPES[type] };
}

function sniffKind(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return "gif";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "webp";
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, ZIP_LOCAL) || startsWith(bytes, ZIP_EMPTY)) return sniffZip(bytes);
  if (startsWith(bytes, OLE2)) return sniffOle2(bytes);
  if (bytes.length > 0 && decodeText(bytes)) return "txt";
  return null;
}

/** The lower-case extension of a file name ("" when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}
