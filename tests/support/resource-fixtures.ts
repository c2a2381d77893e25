import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { prisma } from "@suyuan/db/client";
import { TRPCClientError } from "@trpc/client";
import { TEST_ADMIN } from "./test-env.ts";

// Helpers of the resource-kit integration tests: valid and broken ID card numbers, a client
// working on a second site, and the answer of a refused call.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECKS = "10X98765432";

/** A GB 11643 ID number: the 17 digits given (region, birth day, sequence) and their check character. */
export function idCard(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * (WEIGHTS[index] ?? 0);
  return `${first17}${CHECKS[sum % 11]}`;
}

/** The same number with a wrong check character. */
export function badIdCard(first17: string): string {
  const good = idCard(first17);
  const wrong = CHECKS.split("").find((check) => check !== good[17]) ?? "0";
  return `${first17}${wrong}`;
}

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
