import { defineConfig } from "prisma/config";

// The run-time datasource URL is passed to the driver adapter by src/client.ts;
// the CLI here is used only for `generate`.
export default defineConfig({
  schema: "prisma/schema.prisma",
});
