// Type-aware linting for every workspace (run per package by `npm run lint`).
import js from "@eslint/js";
import tseslint from "typescript-eslint";

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
);
