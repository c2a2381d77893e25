import type { Readable } from "node:stream";
import { AppError } from "../../lib/app-error.ts";

// Where uploaded files are kept, behind one interface: a directory of this machine (the embedded
// default) or an S3-compatible bucket that every API process on every machine reads. Files are
// named by keys such as "2025/01/<upload id>"; the database row says what a file is.

export type OpenedFile = {
  size: number;
  /** The bytes, streamed (never read whole into memory). Cancel it when the answer is not sent. */
  body: ReadableStream<Uint8Array>;
};

export type FileStorage = {
  /** What the start log says: the directory, or the bucket and endpoint (never a credential). */
  readonly description: string;
  /**
   * Stores a whole file under the key, replacing any file of that key. Readers see either the
   * old file or the complete new one, never part of it.
   */
  put(key: string, body: Uint8Array | Readable, size: number): Promise<void>;
  /** The stored file's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The stored file, or null when there is none. */
  open(key: string): Promise<OpenedFile | null>;
  /** Removes the file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Fails when the storage cannot be reached or used (the start-up check). */
  check(): Promise<void>;
};

/** Keys are made by this service only; anything else (a dot segment, a temporary name) is a bug. */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** A failure to reach the storage, as the error users get: 503, try again shortly. */
export function storageUnavailable(cause: unknown): AppError {
  return new AppError("UNAVAILABLE", { messageKey: "upload.storageUnavailable", cause });
}
