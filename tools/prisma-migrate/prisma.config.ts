import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";

// Prisma 6.19's JavaScript schema engine, driven through a pg adapter: the only migration engine
// that runs on machines which cannot download Prisma's native binaries.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => new PrismaPg({ connectionString: process.env.MIGRATE_DATABASE_URL }),
  schema: process.env.MIGRATE_SCHEMA,
});
