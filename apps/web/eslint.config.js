// The web app's lint: the repository's rules (../../eslint.config.js, read as if run from the root)
// plus the web's import layers, checked by eslint-plugin-import-x:
//   routes, router.tsx, main.tsx  →  features/<one feature>  →  kit  →  common  →  lib, i18n,
//   permissions, navigation, styles
// Each layer imports only layers below it; a feature never imports another feature (what two
// features share goes to common/); and no import circle exists anywhere in src.
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import { readdirSync } from "node:fs";
import repositoryConfig from "../../eslint.config.js";

const here = import.meta.dirname;
const FEATURES = readdirSync(`${here}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const APP = ["./src/routes", "./src/router.tsx", "./src/main.tsx", "./src/app-providers.tsx", "./src/routeTree.gen.ts"];
const FOUNDATION = ["./src/lib", "./src/i18n", "./src/permissions", "./src/navigation", "./src/styles", "./src/env.ts"];

const zones = [
  {
    target: FOUNDATION,
    from: [...APP, "./src/features", "./src/kit", "./src/common"],
    message: "lib, i18n, permissions, navigation and styles are the bottom layer: they import no page code.",
  },
  {
    target: "./src/common",
    from: [...APP, "./src/features", "./src/kit"],
    message: "common/ holds what pages share; it imports no kit, feature or route.",
  },
  {
    target: "./src/kit",
    from: [...APP, "./src/features"],
    message: "The kit is generic: it imports no feature or route (move what it needs to common/).",
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "A feature imports no other feature: move what two features share to common/.",
  })),
  {
    target: "./src/features",
    from: APP,
    message: "Features are imported by routes, never the other way round.",
  },
];

export default [
  ...repositoryConfig.map((config) => ({ ...config, basePath: "../.." })),
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Relative imports name their file (`./x.ts`), so Node's resolution finds them; the other
      // packages are external and not followed.
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: here, zones }],
    },
  },
];
