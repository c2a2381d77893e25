import type { StorageConfig } from "../../env.ts";
import type { FileStorage } from "../upload/file-storage.ts";
import { fileStorageFor } from "../upload/file-storage-for.ts";

// The file storage the jobs of this process write to (the process's upload storage), set when
// the job queue starts: a job runs in whichever process takes it, with that process's settings.

let storage: StorageConfig | null = null;

export function setJobStorage(config: StorageConfig): void {
  storage = config;
}

export function jobStorage(): FileStorage {
  if (!storage) throw new Error("The job queue is not started: no file storage for jobs.");
  return fileStorageFor(storage);
}
