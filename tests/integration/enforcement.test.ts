import { servedPaths } from "@suyuan/api/legacy/legacy-app";
import { exportResourceNamed, exportResourceNames } from "@suyuan/api/services/export/export-download";
import { FILE_OPERATIONS } from "@suyuan/api/services/file-operations/file-operations";
import { legacyRoutes } from "@suyuan/api/legacy/routes/all-routes";
import { operationsOf } from "@suyuan/api/operations/operation-registry";
import { appRouter } from "@suyuan/api/trpc-router";
import { ALL_PERMISSION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { callTrpc, loginCookie } from "../support/trpc-http.ts";
import { settleSiteJobs } from "../support/site-jobs.ts";
import { changesHeard } from "../support/change-notices.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// Every operation declares who may call it; a user without its key is refused and nothing changes.

/** Procedures open to anyone or to any signed-in user. Adding one here is a deliberate decision. */
const OPEN_PROCEDURES: Record<string, "public" | "authenticated"> = {
  "auth.login": "public",
  // Whether the next sign-in needs a CAPTCHA (and a new one): asked by the login page.
  "auth.loginCaptcha": "public",
  "auth.register": "public",
  "auth.logout": "authenticated",
  "auth.getMe": "authenticated",
  "auth.checkPassword": "authenticated",
  "auth.updatePassword": "authenticated",
  "auth.switchSite": "authenticated",
  "permission.findMenu": "authenticated",
};
const OPEN_LEGACY_PATHS: Record<string, "public" | "authenticated"> = {
  "/admin/user/login": "public",
  "/admin/user/captcha": "public",
  "/admin/enterprise/register": "public",
  "/admin/user/getPerms": "authenticated",
  "/admin/user/logout": "authenticated",
  "/personal/get": "authenticated",
  "/admin/personal/check_pwd": "authenticated",
  "/admin/personal/update": "authenticated",
  "/common/provinces_city_county": "authenticated",
  // Any signed-in user may upload (the widget sits on many pages); files are checked by content.
  "/member/upload/o_upload": "authenticated",
  "/admin/file/upload": "authenticated",
  // The rich-text editor's uploads and image list, like the uploads above (getRemoteImage needs a CMS write key).
  "/member/ueditor/upload": "authenticated",
  "/member/ueditor/scrawlImage": "authenticated",
  "/member/ueditor/imageManager": "authenticated",
};

// The product's registry of operations, filled as the procedures are declared.
const procedures = [...operationsOf(appRouter)];
const guarded = procedures.flatMap(([path, procedure]) => {
  const access = procedure.access;
  return typeof access === "object" ? [{ path, type: procedure.type, keys: access.permission }] : [];
});
// Called at the canonical address: /api/admin/<resource>/<action> for resource paths.
const guardedLegacy = legacyRoutes.flatMap((route) =>
  typeof route.access === "object"
    ? [{ path: servedPaths(route.paths[0] ?? "")[0] ?? "", keys: route.access.permission }]
    : [],
);

/** The plain HTTP file endpoints, with the keys of the declaration each one reads. */
const files = FILE_OPERATIONS;
const guardedHttp: { method: "GET" | "POST"; path: string; keys: readonly string[] }[] = [
  { method: "POST", path: "/import/projects", keys: files.projectImport.access },
  { method: "POST", path: "/import/statistics", keys: files.statisticsImport.access },
  { method: "GET", path: "/import/statistics/template", keys: files.statisticsImport.access },
  { method: "POST", path: "/import/express", keys: files.expressImport.access },
  { method: "GET", path: "/import/express/template", keys: files.expressImport.access },
  { method: "POST", path: "/upload/template", keys: files.templateUpload.access },
  { method: "POST", path: "/upload/resource", keys: files.resourceUpload.access },
  { method: "POST", path: "/upload/template-import", keys: files.solutionImport.access },
  { method: "GET", path: "/download/template-solution", keys: files.solutionExport.access },
  { method: "GET", path: "/download/trace-codes/2147483647", keys: files.traceCodeDownload.access },
  ...exportResourceNames().map((name) => ({
    method: "GET" as const,
    path: `/export/${name}`,
    keys: exportResourceNamed(name)?.permission ?? [],
  })),
];

const server = useTestServer();
const PASSWORD = "Probe-pass-123";
let probeRoleId: number;

beforeAll(async () => {
  const admin = await prisma.user.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
  const master = await prisma.site.findFirstOrThrow({ where: { isMaster: true } });
  const role = await prisma.role.create({ data: { name: "探针角色", perms: [] } });
  probeRoleId = role.id;
  await prisma.user.create({
    data: {
      username: "probe",
      passwordHash: admin.passwordHash,
      roles: { create: { roleId: role.id } },
      sites: { create: { siteId: master.id } },
    },
  });
  // The probe shares the admin's password hash.
  void PASSWORD;
});

/** Gives the probe every key except the ones named. */
// Written behind the API's back: each waits until the access cache has heard of it.
async function grantAllBut(keys: readonly string[]) {
  await prisma.role.update({
    where: { id: probeRoleId },
    data: { perms: ALL_PERMISSION_KEYS.filter((key) => !keys.includes(key)) },
  });
  await changesHeard();
}
async function grantOnly(keys: readonly string[]) {
  await prisma.role.update({ where: { id: probeRoleId }, data: { perms: [...keys] } });
  await changesHeard();
}

/** Operations by each key they declare: every one of an operation's keys must let it past. */
function byEachKey<T extends { keys: readonly string[] }>(operations: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const operation of operations)
    for (const key of operation.keys) groups.set(key, [...(groups.get(key) ?? []), operation]);
  return [...groups.entries()];
}

/** Operations grouped by the keys they declare, in first-seen order. */
function byKeys<T extends { keys: readonly string[] }>(operations: readonly T[]): [readonly string[], T[]][] {
  const groups = new Map<string, [readonly string[], T[]]>();
  for (const operation of operations) {
    const id = JSON.stringify(operation.keys);
    const group = groups.get(id) ?? [operation.keys, []];
    group[1].push(operation);
    groups.set(id, group);
  }
  return [...groups.values()];
}

describe("every operation declares its access", () => {
  it("has a declaration on every tRPC procedure, and the open ones are exactly the listed ones", () => {
    expect(procedures.length).toBeGreaterThan(20);
    for (const [path, procedure] of procedures) {
      const access = procedure.access;
      expect(access, `${path} declares no access`).toBeDefined();
      if (typeof access === "string")
        expect(OPEN_PROCEDURES[path], `${path} is ${access} but not listed as open`).toBe(access);
      else expect(access?.permission.length, path).toBeGreaterThan(0);
    }
    for (const path of Object.keys(OPEN_PROCEDURES)) expect(procedures.map(([name]) => name)).toContain(path);
  });

  it("has a declaration on every legacy path, and the open ones are exactly the listed ones", () => {
    // One route per path: a hand-written route replaces the derived path it answers for.
    const paths = legacyRoutes.flatMap((route) => route.paths.flatMap(servedPaths));
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    for (const route of legacyRoutes) {
      const path = route.paths[0] ?? "";
      if (typeof route.access === "string")
        expect(OPEN_LEGACY_PATHS[path], `${path} is ${route.access} but not listed as open`).toBe(route.access);
      else expect(route.access.permission.length).toBeGreaterThan(0);
    }
  });

  it("uses only keys the permission tree can grant", () => {
    const grantable = new Set(ALL_PERMISSION_KEYS);
    for (const { path, keys } of guarded)
      for (const key of keys) expect(grantable.has(key), `${path}: ${key}`).toBe(true);
    for (const { path, keys } of guardedLegacy)
      for (const key of keys) expect(grantable.has(key), `${path}: ${key}`).toBe(true);
  });

  it("gives a derived legacy path exactly the access of the procedure behind it", () => {
    const byPath = new Map(procedures);
    const derived = legacyRoutes.filter((route) => route.procedure);
    expect(derived.length).toBeGreaterThanOrEqual(10);
    for (const route of derived) {
      const access = byPath.get(route.procedure ?? "")?.access;
      expect(route.access, `${route.paths[0]} → ${route.procedure}`).toEqual(access);
    }
  });

  it("gives a hand-written path the declaration of the operation it answers for", () => {
    const routeOf = (path: string) => legacyRoutes.find((route) => route.paths.includes(path));
    const byPath = new Map(procedures);
    // The record form's template items are the batch's: batch.get's readers may ask.
    expect(routeOf("/traceItem/getTempalteItem")?.procedure).toBe("batch.get");
    // One route answers a statistics row and the chart, by the keys of both reads.
    expect(routeOf("/statistics/view")?.procedure).toBe("townStatistic.get");
    expect(byPath.get("townStatistic.findSeries")?.access).toEqual(byPath.get("townStatistic.get")?.access);
    // The legacy doors of the file operations read the same declarations as the HTTP ones.
    expect(routeOf("/project/import")?.access).toEqual({ permission: files.projectImport.access });
    expect(routeOf("/project/export")?.access).toEqual({ permission: exportResourceNamed("projects")?.permission });
    expect(routeOf("/express/exportModel")?.access).toEqual({ permission: files.expressImport.access });
    expect(routeOf("/admin/template/importTpl")?.access).toEqual({ permission: files.solutionImport.access });
    expect(routeOf("/apply/download")?.access).toEqual({ permission: files.traceCodeDownload.access });
  });

  it("serves every resource path at /api/admin/<resource>/<action> and at the /api alias", () => {
    expect(servedPaths("/town/list")).toEqual(["/admin/town/list", "/town/list"]);
    // Sign-in, personal and upload paths keep the addresses the origin's client calls.
    expect(servedPaths("/admin/user/login")).toEqual(["/admin/user/login"]);
    expect(servedPaths("/member/upload/o_upload")).toEqual(["/member/upload/o_upload"]);
  });
});

describe("tRPC enforcement", () => {
  it(
    "refuses each guarded procedure without its keys (FORBIDDEN, nothing written) and lets it past with each one",
    { timeout: 600_000 },
    async () => {
      const cookie = await loginCookie(server().url, "probe", TEST_ADMIN.password);
      // Operations with the same keys share one role change each way (they are many: list, get, ...).
      for (const [keys, group] of byKeys(guarded)) {
        await grantAllBut(keys);
        await settleSiteJobs(); // the worker logs a finished job: not between the counts
        for (const { path, type } of group) {
          const before = await tableCounts();
          const refused = await callTrpc(server().url, cookie, path, type, {});
          expect(refused.status, path).toBe(403);
          expect(refused.error?.data.appCode, path).toBe("FORBIDDEN");
          expect(await tableCounts(), path).toEqual(before);
        }
      }
      // Each key alone, so a key declared but not honoured (a second key never checked) shows.
      for (const [key, group] of byEachKey(guarded)) {
        await grantOnly([key]);
        for (const { path, type } of group) {
          const allowed = await callTrpc(server().url, cookie, path, type, {});
          // Past the gate: it succeeds (no required input) or the input is refused, never FORBIDDEN.
          expect(allowed.error?.data.appCode, `${path} with ${key}`).not.toBe("FORBIDDEN");
        }
      }
    },
  );

  it("answers 401 (not 403) without a session", { timeout: 600_000 }, async () => {
    for (const { path, type } of guarded) {
      const answer = await callTrpc(server().url, "", path, type, {});
      expect(answer.status, path).toBe(401);
    }
  });
});

describe("legacy enforcement", () => {
  it(
    "refuses each guarded path without its keys (209, nothing written) and lets it past with each one",
    { timeout: 600_000 },
    async () => {
      const api = new LegacyClient(server().url, TEST_LEGACY);
      expect((await api.login("probe", TEST_ADMIN.password)).code).toBe("200");
      for (const [keys, group] of byKeys(guardedLegacy)) {
        await grantAllBut(keys);
        await settleSiteJobs(); // the worker logs a finished job: not between the counts
        for (const { path } of group) {
          const before = await tableCounts();
          const refused = await api.call(`/api${path}`, {});
          expect(refused.code, path).toBe("209");
          expect(refused.message, path).toBe("没有权限");
          expect(await tableCounts(), path).toEqual(before);
        }
      }
      for (const [key, group] of byEachKey(guardedLegacy)) {
        await grantOnly([key]);
        for (const { path } of group)
          expect((await api.call(`/api${path}`, {})).code, `${path} with ${key}`).not.toBe("209");
      }
    },
  );
});

describe("HTTP file endpoint enforcement", () => {
  it(
    "refuses each file endpoint without its keys (403, nothing written) and lets it past with each one",
    { timeout: 600_000 },
    async () => {
      const cookie = await loginCookie(server().url, "probe", TEST_ADMIN.password);
      const call = (method: "GET" | "POST", path: string) =>
        fetch(`${server().url}${path}`, { method, headers: { cookie, origin: server().url } });
      expect(guardedHttp.length).toBeGreaterThan(20);
      for (const [keys, group] of byKeys(guardedHttp)) {
        await grantAllBut(keys);
        await settleSiteJobs(); // the worker logs a finished job: not between the counts
        for (const { method, path } of group) {
          const before = await tableCounts();
          expect((await call(method, path)).status, path).toBe(403);
          expect(await tableCounts(), path).toEqual(before);
        }
      }
      for (const [key, group] of byEachKey(guardedHttp)) {
        await grantOnly([key]);
        for (const { method, path } of group)
          expect((await call(method, path)).status, `${path} with ${key}`).not.toBe(403);
      }
    },
  );
});
