import type { S3Client } from "@aws-sdk/client-s3";
import type { S3StorageConfig } from "../../env.ts";
import { loadS3 } from "../../lib/lazy-modules.ts";
import { assertStorageKey, storageUnavailable, type FileStorage } from "./file-storage.ts";

/** An answer of the service meaning "no such object" (GetObject: NoSuchKey, HeadObject: NotFound). */
function isMissing(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404;
}

/**
 * Files as objects of one bucket of an S3-compatible service (Amazon S3, MinIO, Aliyun OSS,
 * Tencent COS, Huawei OBS), through the AWS SDK's S3 client: the key is the object's key. Objects
 * are served through the API (its permission checks and headers), so the bucket stays private.
 * A failure to reach the service answers 503 "try again shortly".
 */
export function s3FileStorage(config: S3StorageConfig): FileStorage {
  const { bucket } = config;
  let client: S3Client | undefined;
  const sdk = async () => {
    const s3 = await loadS3();
    client ??= new s3.S3Client({
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The SDK's default adds CRC32 checksums to every request and streams bodies with
      // "aws-chunked" encoding; several S3-compatible services do not take that (they store the
      // chunk framing as content), so checksums are sent only where the API requires one.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    return { s3, client };
  };

  return {
    description: `S3 bucket ${bucket}${config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`}`,

    async put(key, body, size) {
      assertStorageKey(key);
      const { s3, client } = await sdk();
      try {
        // One PUT: the object appears whole or not at all. The recorded type is what downloads
        // are answered with, so the object's own is a neutral one.
        await client.send(
          new s3.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentLength: size,
            ContentType: "application/octet-stream",
          }),
        );
      } catch (error) {
        throw storageUnavailable(error);
      }
    },

    async stat(key) {
      assertStorageKey(key);
      const { s3, client } = await sdk();
      try {
        const head = await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageUnavailable(error);
      }
    },

    async open(key) {
      assertStorageKey(key);
      const { s3, client } = await sdk();
      let answer;
      try {
        answer = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageUnavailable(error);
      }
      if (!answer.Body) throw storageUnavailable(new Error(`no body for ${key}`));
      return {
        size: answer.ContentLength ?? 0,
        body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    },

    async remove(key) {
      assertStorageKey(key);
      const { s3, client } = await sdk();
      try {
        // Deleting a key that does not exist succeeds.
        await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw storageUnavailable(error);
      }
    },

    async check() {
      const { s3, client } = await sdk();
      try {
        await client.send(new s3.HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        // A HEAD answer has no body, so the SDK's error says little: name the status too.
        const { name, message } = error as Error;
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        const detail = message && message !== name && message !== "UnknownError" ? `: ${message}` : "";
        throw new Error(`${name}${detail}${status ? ` (HTTP ${status})` : ""}`, { cause: error });
      }
    },
  };
}
