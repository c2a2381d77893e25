// Type-aware linting for every workspace (run per package by `npm run lint`).
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

/**
 * The API's layers import downward only (docs/architecture.md): services, the kit's service part,
 * lib and operations (the registry of declared operations every transport reads) below every
 * transport; of the transports, legacy/ adapts the tRPC procedures (it reads
 * their declarations), and http/app.ts alone mounts them all. A rule per folder: what it must not import.
 */
const TRANSPORTS = ["trpc", "legacy", "http", "public"];
function apiLayer(folder, forbidden, { ignores = [], files = [`apps/api/src/${folder}/**/*.ts`] } = {}) {
  return {
    files,
    ignores,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: files,
              from: forbidden.map((name) => `apps/api/src/${name}`),
              message: `apps/api/src/${folder} imports downward only: not from ${forbidden.join(", ")}.`,
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/generated/**",
      "**/routeTree.gen.ts",
      "**/*.mjs",
      "**/*.cjs",
      "**/*.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration in the app's env.ts only." },
      ],
    },
  },
  {
    // The places allowed to read the environment.
    files: [
      "apps/api/src/env.ts",
      "apps/web/src/env.ts",
      "tests/**",
      "bench/**",
      "**/vite.config.ts",
      "**/playwright.config.ts",
      "**/vitest.config.ts",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // No import circles in the API (a type-only import is no edge: it leaves nothing at run time).
    files: ["apps/api/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/resolver-next": [createNodeResolver()],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  apiLayer("services", TRANSPORTS),
  apiLayer("kit", TRANSPORTS),
  apiLayer("lib", TRANSPORTS),
  apiLayer("operations", TRANSPORTS),
  apiLayer("trpc", ["legacy", "http", "public"]),
  apiLayer("legacy", ["http", "public"]),
  apiLayer("public", ["trpc", "legacy", "http"]),
  // The plain HTTP handlers; app.ts composes every transport and trpc-handler.ts mounts tRPC.
  apiLayer("http", ["trpc", "legacy", "public"], {
    ignores: ["apps/api/src/http/app.ts", "apps/api/src/http/trpc-handler.ts"],
  }),
  apiLayer("http", ["legacy", "public"], { files: ["apps/api/src/http/trpc-handler.ts"] }),
);
