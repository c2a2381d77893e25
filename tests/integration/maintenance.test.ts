import { purgeExpired } from "@suyuan/api/services/maintenance";
import { describe, expect, it } from "vitest";
import { prisma, useTestServer } from "../support/test-server.ts";

// The server opens the database (with migrations and first-start data) for this file.
useTestServer();

describe("maintenance purge", () => {
  it("removes nonces past 10 minutes, sessions a day past their end and old rate-limit buckets, and nothing else", async () => {
    const admin = await prisma.user.findUniqueOrThrow({ where: { username: "admin" } });
    const now = Date.now();
    await prisma.legacyNonce.createMany({
      data: [
        { appId: "a", nonce: "old", createdAt: new Date(now - 11 * 60_000) },
        { appId: "a", nonce: "fresh", createdAt: new Date(now - 9 * 60_000) },
      ],
    });
    await prisma.session.createMany({
      data: [
        { id: "long-gone", userId: admin.id, expiresAt: new Date(now - 25 * 3_600_000) },
        { id: "recently-ended", userId: admin.id, expiresAt: new Date(now - 3_600_000) },
        { id: "live", userId: admin.id, expiresAt: new Date(now + 3_600_000) },
      ],
    });
    // Rate-limit buckets of the public trace pages: kept 10 minutes past their window's start.
    await prisma.rateLimitBucket.createMany({
      data: [
        { key: "t:old", windowStart: new Date(now - 11 * 60_000), hits: 3 },
        { key: "t:fresh", windowStart: new Date(now - 9 * 60_000), hits: 3 },
      ],
    });
    // The public forms' counts (kept two days, for the hourly and daily limits) and CAPTCHAs.
    await prisma.publicWriteCount.createMany({
      data: [
        { key: "ip:old", hour: new Date(now - 49 * 3_600_000), count: 1 },
        { key: "comment-day:ip:yesterday", hour: new Date(now - 30 * 3_600_000), count: 1 },
      ],
    });
    await prisma.publicCaptcha.createMany({
      data: [
        { id: "spent", answerHash: "x", expiresAt: new Date(now - 60_000) },
        { id: "open", answerHash: "x", expiresAt: new Date(now + 60_000) },
      ],
    });
    expect(await purgeExpired()).toEqual({ nonces: 1, sessions: 1, rateLimitBuckets: 1, publicWriteGuard: 2 });
    expect((await prisma.publicWriteCount.findMany()).map((row) => row.key)).toEqual(["comment-day:ip:yesterday"]);
    expect((await prisma.publicCaptcha.findMany()).map((row) => row.id)).toEqual(["open"]);
    expect((await prisma.rateLimitBucket.findMany()).map((row) => row.key)).toEqual(["t:fresh"]);
    expect((await prisma.legacyNonce.findMany()).map((row) => row.nonce)).toEqual(["fresh"]);
    expect((await prisma.session.findMany({ orderBy: { id: "asc" } })).map((row) => row.id)).toEqual([
      "live",
      "recently-ended",
    ]);
  });
});
