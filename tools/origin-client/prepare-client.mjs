// Copies the origin's admin client (Jylzl/jeecmsadmin) out of a checkout, installs it and builds it,
// changing only its build tooling: node-sass 4 does not build on today's Node, so the package of
// that name is a small stand-in over Dart Sass, and the lockfile's addresses of a registry mirror
// that no longer resolves are dropped so npm fetches the same versions from the configured registry.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// Dart Sass before the deprecation warnings about `/` division that flood the build's output.
// Installed under another name: @vue/cli-service hands sass-loader any package named `sass` it finds,
// which would bypass the stand-in.
const DART_SASS = { name: "dart-sass-for-node-sass", spec: "npm:sass@1.32.13" };
const SHIM_DIR = ".node-sass-shim";

// The stand-in for node-sass: Dart Sass, except that the client's scoped styles pierce with
// `/deep/`, which libsass passed through and Dart Sass refuses; vue-loader reads `::v-deep` the
// same way. It lives inside the client's folder so that its require finds the client's Dart Sass.
const SHIM_INDEX = `const sass = require("${DART_SASS.name}");
const pierce = (options) =>
  typeof options.data === "string" ? { ...options, data: options.data.replace(/\\/deep\\//g, "::v-deep") } : options;
module.exports = {
  ...sass,
  info: sass.info,
  render: (options, done) => sass.render(pierce(options), done),
  renderSync: (options) => sass.renderSync(pierce(options)),
};
`;

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status ?? result.signal})`);
}

/** The sources at the checkout's HEAD (or the folder as it is when it is not a git checkout). */
function copySources(checkout, workDir) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const isGit = spawnSync("git", ["-C", checkout, "rev-parse", "--git-dir"], { stdio: "ignore" }).status === 0;
  if (isGit) {
    const archive = spawnSync("git", ["-C", checkout, "archive", "HEAD"], { maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive in ${checkout} failed`);
    run("tar", ["-x", "-C", workDir], { input: archive.stdout, stdio: ["pipe", "inherit", "inherit"] });
    return;
  }
  cpSync(checkout, workDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|\.git)$/.test(source),
  });
}

function replaceNodeSass(workDir) {
  mkdirSync(path.join(workDir, SHIM_DIR));
  writeFileSync(path.join(workDir, SHIM_DIR, "index.js"), SHIM_INDEX);
  writeFileSync(
    path.join(workDir, SHIM_DIR, "package.json"),
    JSON.stringify({ name: "node-sass", version: "4.99.0", main: "index.js" }, null, 2),
  );
  const manifestPath = path.join(workDir, "package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  for (const group of ["dependencies", "devDependencies"]) delete manifest[group]?.["node-sass"];
  manifest.devDependencies = {
    ...manifest.devDependencies,
    "node-sass": `file:${SHIM_DIR}`,
    [DART_SASS.name]: DART_SASS.spec,
  };
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));

  const lockPath = path.join(workDir, "package-lock.json");
  if (!existsSync(lockPath)) return;
  const lock = JSON.parse(readFileSync(lockPath, "utf8"));
  const dropAddresses = (dependencies) => {
    for (const entry of Object.values(dependencies ?? {})) {
      delete entry.resolved;
      dropAddresses(entry.dependencies);
    }
  };
  dropAddresses(lock.dependencies);
  if (lock.dependencies) delete lock.dependencies["node-sass"];
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (key.endsWith("node_modules/node-sass")) delete lock.packages[key];
    else delete entry.resolved;
  }
  writeFileSync(lockPath, JSON.stringify(lock, null, 2));
}

/** Installs and builds the client in workDir; the API is reached on the page's own origin. */
export function prepareClient(checkout, workDir) {
  copySources(checkout, workDir);
  replaceNodeSass(workDir);
  run("npm", ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--legacy-peer-deps"], { cwd: workDir });
  run(process.execPath, [path.join("node_modules", "@vue", "cli-service", "bin", "vue-cli-service.js"), "build"], {
    cwd: workDir,
    env: {
      ...process.env,
      // The client prefixes every call with this; "/" keeps the calls on the page's origin.
      VUE_APP_SERVER_API: "/",
      // webpack 4 hashes with MD4, which OpenSSL 3 offers only as a legacy algorithm.
      NODE_OPTIONS: "--openssl-legacy-provider",
    },
  });
}

/** The client's legacy API account (appId, appKey, AES key and IV) from its production settings. */
export function clientCredentials(workDir) {
  const text = readFileSync(path.join(workDir, ".env.production"), "utf8");
  const value = (name) => {
    const match = new RegExp(`^${name}\\s*=\\s*(.*)$`, "m").exec(text);
    if (!match) throw new Error(`${name} is missing from the client's .env.production`);
    return match[1].trim();
  };
  return {
    appId: value("VUE_APP_appId"),
    appKey: value("VUE_APP_appKey"),
    aesKey: value("VUE_APP_aesKey"),
    ivKey: value("VUE_APP_ivKey"),
  };
}
