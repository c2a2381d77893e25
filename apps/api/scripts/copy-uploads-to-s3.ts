// Copies the uploaded files of this machine (<DATA_DIR>/uploads, or the directory after --from)
// into the object storage configured by STORAGE_DRIVER=s3 and the S3_* variables, keeping each
// file's key. Run it before switching the servers to the s3 driver; run it again after an
// interruption: files the bucket already holds are not copied twice. Needs no database.
//   npm run storage:copy-to-s3 -w @suyuan/api
//   npm run storage:copy-to-s3 -w @suyuan/api -- --from /srv/suyuan/data/uploads
import { join, resolve } from "node:path";
import { ConfigError, loadConfig } from "../src/env.ts";
import { copyUploads } from "../src/services/upload/copy-uploads.ts";
import { fileStorageFor } from "../src/services/upload/file-storage-for.ts";
import { localFileStorage } from "../src/services/upload/local-file-storage.ts";

const out = (line: string) => process.stdout.write(`${line}\n`);

function fromArgument(): string | undefined {
  const index = process.argv.indexOf("--from");
  return index >= 0 ? process.argv[index + 1] : undefined;
}

try {
  const config = loadConfig();
  if (config.storage.driver !== "s3") {
    process.stderr.write(
      "目标须为对象存储 / The target must be object storage: set STORAGE_DRIVER=s3 and S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE as the service needs).\n",
    );
    process.exit(2);
  }
  const dir = resolve(fromArgument() ?? join(config.dataDir, "uploads"));
  const target = fileStorageFor(config.storage);
  await target.check();
  out(`复制 / Copying ${dir} -> ${target.description}`);
  let seen = 0;
  const summary = await copyUploads(localFileStorage(dir), target, (step) => {
    seen += 1;
    const error = step.error instanceof Error ? `: ${step.error.name} ${step.error.message}` : "";
    out(`[${seen}] ${step.outcome} ${step.key} (${step.size} bytes)${error}`);
  });
  out(
    `已复制 / copied: ${summary.copied} (${summary.copiedBytes} bytes); 已存在 / already present: ${summary.present}; ` +
      `跳过 / skipped (not an upload): ${summary.skipped}; 失败 / failed: ${summary.failed}`,
  );
  process.exitCode = summary.failed > 0 ? 1 : 0;
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`复制失败 / Copy failed: ${(error as Error).name} ${(error as Error).message}\n`);
  process.exitCode = 1;
}
