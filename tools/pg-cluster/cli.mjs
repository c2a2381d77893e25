#!/usr/bin/env node
// Starts a throwaway PostgreSQL cluster, prints its URL, and stops it on SIGINT/SIGTERM.
// Usage: node tools/pg-cluster/cli.mjs [port]
import { startTempCluster } from "./index.mjs";

const port = process.argv[2] ? Number(process.argv[2]) : undefined;
const cluster = await startTempCluster({ port });
console.log(cluster.url);
const stop = () => {
  cluster.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
setInterval(() => {}, 1 << 30);
