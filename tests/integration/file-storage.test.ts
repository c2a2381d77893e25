import { describe, expect, it } from "vitest";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { TINY_PNG as PNG } from "../support/sample-files.ts";

// The S3 driver when the object storage cannot be reached: a clear "try again shortly", nothing
// written, and no credential in the answer or the log.

const server = useTestServer({}, { storage: "s3" });

function webUpload(cookie: string, name: string) {
  const form = new FormData();
  form.append("kind", "image");
  form.append("file", new Blob([PNG.slice()]), name);
  return fetch(`${server().url}/upload`, { method: "POST", headers: { cookie }, body: form });
}

describe("object storage out of reach", () => {
  it("answers 503 with a clear message, writes nothing and never shows the secret key", async () => {
    const cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
    const stored = await webUpload(cookie, "before.png");
    expect(stored.status).toBe(200);
    const { url } = (await stored.json()) as { url: string };

    await server().s3!.stop();
    const before = { ...(await tableCounts()), uploads: await prisma.upload.count() };
    const refused = await webUpload(cookie, "after.png");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    const answer = (await refused.json()) as { appCode: string; message: string };
    expect(answer).toMatchObject({ appCode: "UNAVAILABLE", message: "文件存储暂时无法访问，请稍后重试" });
    expect({ ...(await tableCounts()), uploads: await prisma.upload.count() }).toEqual(before);

    // A stored file whose row is there but whose storage is unreachable: the same answer, not a 404.
    const served = await fetch(`${server().url}${url}`, { headers: { "accept-language": "en" } });
    expect(served.status).toBe(503);
    expect(((await served.json()) as { message: string }).message).toBe(
      "File storage cannot be reached for the moment. Please try again shortly",
    );

    // The failures are logged (with their cause), the secret key never.
    const { storage } = server().config;
    const secret = storage.driver === "s3" ? storage.secretAccessKey : "";
    expect(secret).not.toBe("");
    expect(server().logText()).toContain("upload failed");
    expect(server().logText()).not.toContain(secret);
  });
});
