import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

// Where a test server keeps its uploads: the local driver's <DATA_DIR>/uploads, or a bucket of an
// S3-compatible server (s3rver, in this process, on 127.0.0.1 and a free port, over a temporary
// directory) with the S3 driver.

export const STORAGE_DRIVERS = ["local", "s3"] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/** s3rver accepts any bucket with these credentials. */
const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type TestS3 = {
  /** The server's settings for the bucket (STORAGE_DRIVER=s3 and the S3_* variables). */
  env: Record<string, string>;
  bucket: string;
  client: S3Client;
  /** Every object key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Stops the server (a test may stop it early, to see the storage out of reach); a second call does nothing. */
  stop(): Promise<void>;
};

/** An S3-compatible server with one empty bucket. */
export async function startTestS3(bucket = "suyuan-uploads"): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "suyuan-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  let stopped = false;
  return {
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    bucket,
    client,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ""));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every file under a directory (temporary ones too), as paths relative to it with "/", sorted. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
