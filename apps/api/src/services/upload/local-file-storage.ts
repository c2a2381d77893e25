import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, type FileStorage } from "./file-storage.ts";

/**
 * Files in a directory of this machine (<DATA_DIR>/uploads): the key is the path below it. A file
 * is written under a temporary name beside its final one and renamed, so a reader never sees half
 * of it; temporary names start with a dot and are never keys.
 */
export function localFileStorage(dir: string): FileStorage & { list(): AsyncGenerator<{ key: string; size: number }> } {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(dir, key);
  };
  return {
    description: `local directory ${dir}`,

    async put(key, body, size) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = join(dirname(path), `.${key.split("/").pop()}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        if (body instanceof Uint8Array) await writeFile(temp, body, { flag: "wx", mode: 0o640 });
        else await pipeline(body, createWriteStream(temp, { flags: "wx", mode: 0o640 }));
        const written = (await stat(temp)).size;
        if (written !== size) throw new Error(`wrote ${written} bytes of ${size} for ${key}`);
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? { size: info.size } : null;
    },

    async open(key) {
      const handle = await open(pathOf(key), "r").catch(() => null);
      if (!handle) return null;
      try {
        // Size and bytes of the one file opened, even if the key is replaced meanwhile.
        const info = await handle.stat();
        if (!info.isFile()) throw new Error(`${key} is not a file`);
        const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { size: info.size, body };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async check() {
      await mkdir(dir, { recursive: true });
    },

    /** Every stored file (temporary ones left by a crash are not files of the storage). */
    async *list() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if ((error as { code?: unknown }).code === "ENOENT") return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.startsWith(".")) continue;
        const key = relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/");
        const info = await stat(join(dir, key)).catch(() => null);
        if (info?.isFile()) yield { key, size: info.size };
      }
    },
  };
}
