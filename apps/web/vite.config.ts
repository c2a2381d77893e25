import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";

// The API listens here in development; the built app is served by the API itself on one port.
const apiTarget = "http://127.0.0.1:3000";

/**
 * Where the route files are read and the route tree written: src/routes and src/routeTree.gen.ts,
 * or, for a build with the pages of test resources (scripts/build-with-test-resources.ts), a copy
 * of src/routes with theirs added and a tree of its own, which the app then imports.
 */
type RouteFiles = { routesDirectory: string; generatedRouteTree: string };

export function webConfig(routeFiles?: RouteFiles): UserConfig {
  return {
    plugins: [
      // Must run before the React plugin so route files are code-split before JSX is transformed.
      tanstackRouter({ target: "react", autoCodeSplitting: true, quoteStyle: "double", ...routeFiles }),
      react(),
    ],
    ...(routeFiles
      ? { resolve: { alias: [{ find: /^\.\/routeTree\.gen\.ts$/, replacement: routeFiles.generatedRouteTree }] } }
      : {}),
    server: {
      proxy: {
        "/trpc": { target: apiTarget, changeOrigin: false },
        "/api": { target: apiTarget, changeOrigin: false },
        "/export": { target: apiTarget, changeOrigin: false },
        "/download": { target: apiTarget, changeOrigin: false },
      },
    },
    build: {
      target: "es2022",
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Every page first loads the same code: the router with its whole route tree (each
            // route's search parser and guard; page components are split off), the providers and
            // the sign-in page's framework. Left alone, Rolldown cuts that into ~80 small shared
            // chunks, and each chunk that holds a route file repeats the list of files to preload
            // for its page: 22 copies, ~40 kB gzipped (bench/page-weight.ts). One chunk instead;
            // the HTML entry and main.tsx stay outside it so the entry keeps its own chunk and the
            // manifest its entry.
            groups: [
              { name: "app", tags: ["$initial"], test: (id: string) => !/\/(index\.html|src\/main\.tsx)$/.test(id) },
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(webConfig());
