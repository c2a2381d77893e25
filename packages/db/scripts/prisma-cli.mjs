// Runs the Prisma 7 CLI with the engine download disabled (these machines reach only npm).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve("prisma/package.json")), "build", "index.js");
const placeholder = join(here, "schema-engine-placeholder");

const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
  cwd: join(here, ".."),
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
