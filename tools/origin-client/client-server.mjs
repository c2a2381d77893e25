// Serves the built client and passes `/api/*` to our server, so both share one origin (the client
// calls `/api/...` on its own origin). The client's router runs in history mode: any other path
// without a file answers index.html.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, request } from "node:http";
import path from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
};

function proxy(incoming, outgoing, apiOrigin) {
  const target = new URL(incoming.url, apiOrigin);
  const upstream = request(
    target,
    { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on("error", () => {
    outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(upstream);
}

function serveFile(incoming, outgoing, distDir) {
  const pathname = decodeURIComponent(new URL(incoming.url, "http://client").pathname);
  let file = path.join(distDir, path.normalize(pathname));
  if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory())
    file = path.join(distDir, "index.html");
  outgoing.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(outgoing);
}

/** Starts the server on `port`; resolves to a function that stops it. */
export function startClientServer({ distDir, apiOrigin, port }) {
  const server = createServer((incoming, outgoing) => {
    if (incoming.url.startsWith("/api/")) proxy(incoming, outgoing, apiOrigin);
    else serveFile(incoming, outgoing, distDir);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(() => new Promise((done) => server.close(done))));
  });
}
