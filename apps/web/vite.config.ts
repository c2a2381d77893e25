import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API listens here in development; the built app is served by the API itself on one port.
const apiTarget = "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [
    // Must run before the React plugin so route files are code-split before JSX is transformed.
    tanstackRouter({ target: "react", autoCodeSplitting: true, quoteStyle: "double" }),
    react(),
  ],
  server: {
    proxy: {
      "/trpc": { target: apiTarget, changeOrigin: false },
      "/api": { target: apiTarget, changeOrigin: false },
      "/export": { target: apiTarget, changeOrigin: false },
      "/download": { target: apiTarget, changeOrigin: false },
    },
  },
  build: { target: "es2022", chunkSizeWarningLimit: 900 },
});
