import type { StorageConfig } from "../../env.ts";
import type { FileStorage } from "./file-storage.ts";
import { localFileStorage } from "./local-file-storage.ts";
import { s3FileStorage } from "./s3-file-storage.ts";

const storages = new WeakMap<StorageConfig, FileStorage>();

/** The storage of a configuration: one per process (the S3 driver keeps its connections open). */
export function fileStorageFor(config: StorageConfig): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.driver === "s3" ? s3FileStorage(config) : localFileStorage(config.dir);
    storages.set(config, storage);
  }
  return storage;
}
