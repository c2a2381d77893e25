import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { prisma } from "@suyuan/db/client";
import { TRPCClientError } from "@trpc/client";
import { TEST_ADMIN } from "./test-env.ts";

// Helpers of the resource-kit integration tests: a client working on a second site, and the
// answer of a refused call.

/** The admin signed in on a new site (its own session): rows of the master site are not its. */
export async function secondSiteAdmin(baseUrl: string, name = "第二站点"): Promise<ApiClient> {
  const site = await prisma.site.create({ data: { name } });
  const client = createApiClient({ baseUrl });
  await client.auth.login.mutate(TEST_ADMIN);
  await client.auth.switchSite.mutate({ siteId: site.id });
  return client;
}

export type RefusedCall = {
  message: string;
  data: { appCode: string; legacyCode: string; httpStatus: number; fieldErrors?: Record<string, string[]> };
};

/** The error of a call that must fail. */
export async function refused(promise: Promise<unknown>): Promise<RefusedCall> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

/** The field names a refused call's answer names. */
export async function refusedFields(promise: Promise<unknown>): Promise<string[]> {
  return Object.keys((await refused(promise)).data.fieldErrors ?? {});
}
