import { startDemoServer } from "./e2e/support/demo-server.ts";
const demo = await startDemoServer(process.argv[2]!, "suyuan_lists_dev");
console.log(demo.baseURL);
process.on("SIGTERM", () => void demo.stop().then(() => process.exit(0)));
setInterval(() => {}, 1 << 30);
