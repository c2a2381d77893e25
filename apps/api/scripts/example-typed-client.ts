// Example: call typed tRPC procedures from a script.
//   SUYUAN_URL=http://localhost:3000 SUYUAN_USER=admin SUYUAN_PASSWORD=... npm run example:script -w @suyuan/api
import { createApiClient } from "../src/client.ts";

const baseUrl = process.argv[2] ?? "http://localhost:3000";
const [username, password] = [process.argv[3] ?? "admin", process.argv[4]];
if (!password) {
  console.error("Usage: tsx scripts/example-typed-client.ts <baseUrl> <username> <password>");
  process.exit(2);
}

const api = createApiClient({ baseUrl });
const { user } = await api.auth.login.mutate({ username, password });
const me = await api.auth.getMe.query();
console.log(
  `Signed in as ${user.username}; permissions: ${me.perms === "*" ? "all" : me.perms.length}; sites: ${me.sites.map((site) => site.name).join(", ")}`,
);
await api.auth.logout.mutate();
