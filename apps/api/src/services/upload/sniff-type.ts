import { unzipSync } from "fflate";
import { fileTypeFromBuffer } from "file-type";

// What a file is, judged by its bytes (never by its name or the client's MIME type), by file-type.

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

/** What file-type names each accepted type (its `ext`); anything else it names is not accepted. */
const BY_FILE_TYPE: Partial<Record<string, SniffedType>> = {
  jpg: "jpeg",
  png: "png",
  gif: "gif",
  webp: "webp",
  pdf: "pdf",
  docx: "docx",
  xlsx: "xlsx",
  pptx: "pptx",
  zip: "zip",
  cfb: "ole2",
};

/**
 * Other formats that are zips inside (OpenDocument, e-books, Java archives, macro-enabled and
 * template Office files): to an upload they are a zip, accepted only where a .zip is.
 */
const ZIP_CONTAINERS = new Set(
  "epub odt ott ods ots odp otp odg otg ppsx ppsm xlsm xltx xltm docm dotx dotm potx potm pptm vsdx 3mf jar apk xpi".split(
    " ",
  ),
);

export type ZipEntry = { name: string; /** Inflated size as the central directory declares it. */ size: number };

/**
 * The entries of a zip as its central directory lists them (nothing is inflated), or null when it
 * cannot be read (file-type reads only the local headers, so a truncated zip can still look like one).
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const entries: ZipEntry[] = [];
  try {
    unzipSync(bytes, {
      filter(file) {
        entries.push({ name: file.name, size: file.originalSize });
        return false;
      },
    });
  } catch {
    return null;
  }
  return entries;
}

const utf16 = (text: string) => Buffer.from(text, "utf16le");

/**
 * Legacy Office files are OLE2 compound files, which file-type names only as such ("cfb"); the
 * application is told by the name of its main stream in the directory (names are UTF-16LE). A
 * cheap search, not a parse of the directory.
 */
function legacyOfficeType(bytes: Uint8Array): SniffedType {
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

/**
 * The type of a file by its content (file-type reads the signatures and, for zips, the entries),
 * or null when it is none of the accepted types. Text, which has no signature, is what is left:
 * UTF-8 or GB18030 without binary control characters.
 */
export async function sniffType(bytes: Uint8Array): Promise<Sniffed | null> {
  const type = await sniffKind(bytes);
  if (!type) return null;
  if (type === "txt" && decodeText(bytes)?.encoding === "gb18030") {
    return { type, mimeType: "text/plain; charset=gb18030", extensions: TYPES.txt.extensions };
  }
  return { type, ...TYPES[type] };
}

async function sniffKind(bytes: Uint8Array): Promise<SniffedType | null> {
  if (bytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const type = detected && (ZIP_CONTAINERS.has(detected.ext) ? "zip" : BY_FILE_TYPE[detected.ext]);
  // A zip (docx, xlsx and pptx included) is one only when its central directory can be read.
  if (type === "docx" || type === "xlsx" || type === "pptx" || type === "zip") return zipEntries(bytes) ? type : null;
  if (type === "ole2") return legacyOfficeType(bytes);
  if (type) return type;
  // Markup (HTML, SVG, XML) is text here, never an image.
  return decodeText(bytes) ? "txt" : null;
}

/** The lower-case extension of a file name ("" when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}
