import type { ServerType } from "@hono/node-server";
import { Server } from "node:http";

// Node closes an idle keep-alive connection after 5 s. A client (a load balancer, undici's pool)
// that sends its next request on that connection just as it closes gets ECONNRESET, or a 502 from
// the balancer. The usual rule: the server keeps idle connections longer than any balancer in
// front of it (60 s is the common default), and waits for headers a little longer still.
const KEEP_ALIVE_MS = 65_000;

/** Applies the keep-alive timeouts to the server `@hono/node-server`'s `serve` returned. */
export function keepConnectionsAlive(server: ServerType): void {
  if (!(server instanceof Server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
