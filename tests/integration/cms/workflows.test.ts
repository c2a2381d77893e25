import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused } from "../../support/resource-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Review workflows (a kit resource): ordered steps, one role each, written with the workflow;
// a workflow a channel uses is not deleted; a new order is saved at once.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let roles: number[];

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  roles = [];
  for (const name of ["初审员", "复审员", "终审员"])
    roles.push((await prisma.role.create({ data: { name, perms: [] } })).id);
});

describe("workflows", () => {
  it("saves the steps in order and replaces them on update", async () => {
    const { id } = await admin.workflow.create.mutate({ name: "三级审核", roleIds: [roles[0]!, roles[1]!, roles[2]!] });
    const saved = await admin.workflow.get.query({ id });
    expect(saved.steps.map((step) => [step.step, step.roleName])).toEqual([
      [1, "初审员"],
      [2, "复审员"],
      [3, "终审员"],
    ]);
    await admin.workflow.update.mutate({ id, data: { name: "两级审核", roleIds: [roles[2]!, roles[0]!] } });
    const updated = await admin.workflow.get.query({ id });
    expect(updated).toMatchObject({ name: "两级审核", stepCount: 2, roleIds: [roles[2], roles[0]] });
  });

  it("refuses a workflow without steps or with an unknown role, writing nothing", async () => {
    const before = await prisma.workflow.count();
    const none = await refused(admin.workflow.create.mutate({ name: "空", roleIds: [] }));
    expect(none.data.fieldErrors).toEqual({ roleIds: ["请至少添加一个审核步骤"] });
    const unknown = await refused(admin.workflow.create.mutate({ name: "未知角色", roleIds: [999_999] }));
    expect(unknown.data.fieldErrors).toEqual({ roleIds: ["审核步骤的角色不存在"] });
    expect(await prisma.workflow.count()).toBe(before);
  });

  it("keeps a workflow a channel uses, and saves a new order", async () => {
    const siteId = (await admin.auth.getMe.query()).siteId!;
    const a = await admin.workflow.create.mutate({ name: "栏目在用", roleIds: [roles[0]!] });
    const b = await admin.workflow.create.mutate({ name: "排序乙", roleIds: [roles[1]!] });
    const model = await prisma.cmsModel.create({ data: { name: "wf栏目模型", kind: "channel", path: "wf-channel" } });
    await prisma.channel.create({
      data: { siteId, name: "在用", path: "wf-in-use", modelId: model.id, workflowId: a.id },
    });
    const inUse = await refused(admin.workflow.delete.mutate({ ids: [a.id] }));
    expect(inUse.message).toBe("该工作流正被栏目使用，不能删除");
    expect(await prisma.workflow.findUnique({ where: { id: a.id } })).not.toBeNull();

    const order = await legacy.call("/api/admin/workflow/priority", { ids: `${b.id},${a.id}` });
    expect(order.code).toBe("200");
    const rows = await prisma.workflow.findMany({ where: { id: { in: [a.id, b.id] } }, orderBy: { priority: "asc" } });
    expect(rows.map((row) => row.id)).toEqual([b.id, a.id]);
  });

  it("answers the origin's workflow paths", async () => {
    const saved = await legacy.call("/api/admin/workflow/save", {
      name: "旧客户端工作流",
      roleIds: `${roles[1]},${roles[2]}`,
    });
    expect(saved.code).toBe("200");
    const list = await legacy.call("/api/admin/workflow/list", { name: "旧客户端", pageNo: "1", pageSize: "10" });
    expect(list.totalCount).toBe(1);
    expect(list.body).toEqual([expect.objectContaining({ name: "旧客户端工作流", stepCount: 2 })]);
  });
});
