import { Inflate } from "fflate";
import { AppError } from "../../lib/app-error.ts";
import { printablePath, solutionPath } from "@suyuan/contracts/template/solution-path";

// Reads the zip of a whole solution without trusting it: the central directory is walked by hand
// so that every entry's name, type and declared size is checked before anything is inflated, and
// inflating stops as soon as an entry yields more than it declared (a zip bomb lies about sizes).

export const ZIP_LIMITS = {
  compressedBytes: 20 * 1024 * 1024,
  uncompressedBytes: 50 * 1024 * 1024,
  files: 2_000,
};

export type ZipFile = { path: string; data: Uint8Array };

const refuse = (detail: string) =>
  new AppError("BAD_REQUEST", { messageKey: "template.zipInvalid", params: { detail } });
const refuseEntry = (path: string, detail: string) =>
  new AppError("BAD_REQUEST", { messageKey: "template.zipEntry", params: { path: printablePath(path), detail } });
const tooLarge = () =>
  new AppError("BAD_REQUEST", {
    messageKey: "template.zipTooLarge",
    params: { max: `${ZIP_LIMITS.uncompressedBytes / 1024 / 1024} MB` },
  });

/** Operating-system litter that zips of a folder often carry; skipped, not refused. */
const LITTER = /(^|\/)(__MACOSX|\.DS_Store|Thumbs\.db|desktop\.ini)(\/|$)/i;

type Entry = { path: string; isDir: boolean; method: number; compressed: number; size: number; localOffset: number };

function centralDirectory(zip: Uint8Array): Entry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw refuse("no end of central directory");
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) throw refuse("ZIP64 is not supported");
  if (count > ZIP_LIMITS.files)
    throw new AppError("BAD_REQUEST", { messageKey: "template.tooManyFiles", params: { max: ZIP_LIMITS.files } });
  if (offset + size > end) throw refuse("central directory out of bounds");
  const names = new TextDecoder("utf-8", { fatal: true });
  const entries: Entry[] = [];
  let declared = 0;
  for (let index = 0, at = offset; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) throw refuse("broken central directory");
    const madeBy = view.getUint16(at + 4, true);
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const entrySize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const attributes = view.getUint32(at + 38, true);
    const localOffset = view.getUint32(at + 42, true);
    const rawName = zip.subarray(at + 46, at + 46 + nameLength);
    at += 46 + nameLength + skip;
    let name: string;
    try {
      name = names.decode(rawName);
    } catch {
      throw refuseEntry("?", "name is not UTF-8");
    }
    if (LITTER.test(name)) continue;
    const isDir = name.endsWith("/");
    const path = isDir ? name.slice(0, -1) : name;
    // Unix mode in the high half of the external attributes (made on Unix): a link is refused.
    if (madeBy >> 8 === 3 && ((attributes >>> 16) & 0o170000) === 0o120000) throw refuseEntry(name, "symbolic link");
    if (flags & 1) throw refuseEntry(name, "encrypted");
    if (method !== 0 && method !== 8) throw refuseEntry(name, `compression method ${method}`);
    declared += entrySize;
    if (declared > ZIP_LIMITS.uncompressedBytes) throw tooLarge();
    entries.push({ path, isDir, method, compressed, size: entrySize, localOffset });
  }
  return entries;
}

/** An entry's bytes, never more than it declared. */
function inflateEntry(zip: Uint8Array, entry: Entry): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const at = entry.localOffset;
  if (at + 30 > zip.length || view.getUint32(at, true) !== 0x04034b50) throw refuseEntry(entry.path, "broken header");
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressed > zip.length) throw refuseEntry(entry.path, "data out of bounds");
  const packed = zip.subarray(start, start + entry.compressed);
  if (entry.method === 0) {
    if (packed.length !== entry.size) throw refuseEntry(entry.path, "size mismatch");
    return packed.slice();
  }
  const out = new Uint8Array(entry.size);
  let filled = 0;
  const inflater = new Inflate((chunk) => {
    if (filled + chunk.length > entry.size) throw tooLarge();
    out.set(chunk, filled);
    filled += chunk.length;
  });
  const CHUNK = 16 * 1024;
  try {
    if (packed.length === 0) inflater.push(packed, true);
    for (let offset = 0; offset < packed.length; offset += CHUNK)
      inflater.push(packed.subarray(offset, offset + CHUNK), offset + CHUNK >= packed.length);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuseEntry(entry.path, error instanceof Error ? error.message : "corrupt data");
  }
  if (filled !== entry.size) throw refuseEntry(entry.path, "size mismatch");
  return out;
}

/**
 * The files of a solution zip (folders are implied by the paths). A zip of one folder (every
 * entry under "name/") is read from inside it.
 */
export function readSolutionZip(zip: Uint8Array): ZipFile[] {
  if (zip.length > ZIP_LIMITS.compressedBytes) throw tooLarge();
  const entries = centralDirectory(zip);
  const files = entries.filter((entry) => !entry.isDir);
  if (files.length === 0) throw new AppError("BAD_REQUEST", { messageKey: "template.zipEmpty" });
  const top = files[0]!.path.split("/")[0]!;
  const wrapped =
    entries.every((entry) => entry.path === top || entry.path.startsWith(`${top}/`)) &&
    files.every((file) => file.path.includes("/"));
  return files.map((entry) => {
    // The path the file is stored under, by the rule every other way into a solution follows.
    const path = solutionPath(wrapped ? entry.path.slice(top.length + 1) : entry.path);
    if (!path)
      throw new AppError("BAD_REQUEST", {
        messageKey: "template.zipBadPath",
        params: { path: printablePath(entry.path) },
      });
    return { path, data: inflateEntry(zip, entry) };
  });
}
