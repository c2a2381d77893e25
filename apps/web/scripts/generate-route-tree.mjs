// Regenerates src/routeTree.gen.ts from src/routes without a build (the Vite plugin does the same
// during `vite build` and `vite dev`): for type checks right after adding a route file.
import { Generator, getConfig } from "@tanstack/router-generator";

const root = new URL("..", import.meta.url).pathname;
const config = getConfig({ target: "react", autoCodeSplitting: true, quoteStyle: "double" }, root);
await new Generator({ config, root }).run();
