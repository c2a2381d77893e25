import type { ApiClient } from "@suyuan/api/client";
import { createApiClient } from "@suyuan/api/client";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import type { Prisma } from "@suyuan/db/client";
import { expect } from "vitest";
import { LegacyClient } from "./legacy-client.ts";
import { PublicVisitor } from "./public-visitor.ts";
import { TEST_ADMIN, TEST_LEGACY } from "./test-env.ts";
import { prisma } from "./test-server.ts";

// What the tests of the sites' audience (members, comments, votes, forms, messages, scores) start
// from: the administrator signed in on both APIs, the current site open at its own public address,
// and channels and passed articles written straight to the database.

export type PublicSiteBed = {
  admin: ApiClient;
  legacy: LegacyClient;
  siteId: number;
  /** The site's public address, `/site/<accessPath>/`. */
  base: string;
  /** A visitor from `ip` (their own cookies), through X-Forwarded-For: the server must trust the proxy. */
  visitor: (ip: string) => PublicVisitor;
};

export type SignedInAdmin = Pick<PublicSiteBed, "admin" | "legacy" | "siteId">;

/** Signs the administrator in on both APIs (typed and legacy); `siteId` is their current site. */
export async function signInBothApis(url: () => string): Promise<SignedInAdmin> {
  const admin = createApiClient({ baseUrl: url() });
  await admin.auth.login.mutate(TEST_ADMIN);
  const legacy = new LegacyClient(url(), TEST_LEGACY);
  expect((await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
  return { admin, legacy, siteId: (await admin.auth.getMe.query()).siteId! };
}

/** Signs the administrator in on both APIs and opens the current site at `/site/<accessPath>/`. */
export async function openPublicSite(url: () => string, accessPath: string): Promise<PublicSiteBed> {
  const signedIn = await signInBothApis(url);
  await prisma.site.update({ where: { id: signedIn.siteId }, data: { accessPath } });
  return { ...signedIn, base: `/site/${accessPath}/`, visitor: (ip) => new PublicVisitor(url, ip) };
}

/** A channel of the site (on the first channel model), with the given settings. */
export async function channelOf(
  siteId: number,
  name: string,
  path: string,
  settings: Omit<Prisma.ChannelUncheckedCreateInput, "siteId" | "name" | "path" | "modelId"> = {},
) {
  const model =
    (await prisma.cmsModel.findFirst({ where: { kind: "channel" } })) ??
    (await prisma.cmsModel.create({ data: { name: "测试栏目模型", kind: "channel", path: "fixture-channel" } }));
  return prisma.channel.create({ data: { siteId, name, path, modelId: model.id, ...settings } });
}

/** A passed article in a channel, as the public pages show it. */
export async function passedArticle(siteId: number, channelId: number, title: string) {
  const model =
    (await prisma.cmsModel.findFirst({ where: { kind: "content" } })) ??
    (await prisma.cmsModel.create({ data: { name: "测试新闻", kind: "content", path: "fixture-news" } }));
  const typeId = (
    (await prisma.contentType.findFirst()) ?? (await prisma.contentType.create({ data: { name: "普通" } }))
  ).id;
  return prisma.content.create({
    data: {
      siteId,
      channelId,
      modelId: model.id,
      typeId,
      title,
      txt: "<p>正文</p>",
      status: CONTENT_STATUS.passed,
      releaseDate: new Date("2026-03-01T08:00:00Z"),
    },
  });
}
