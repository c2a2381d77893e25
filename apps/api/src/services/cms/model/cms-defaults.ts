import type { TransactionClient } from "@suyuan/db/client";
import { createBuiltinItems } from "./builtin-items.ts";

// What content management needs before anyone can write a channel or an article: a default
// channel model, a default content model (and the job model beside it) and the origin's four content types. Created at first
// start when missing; never changed afterwards (administrators edit them).

const CONTENT_TYPES = [
  { name: "普通", hasImage: false, priority: 1 },
  { name: "图文", hasImage: true, imgWidth: 200, imgHeight: 150, priority: 2 },
  { name: "焦点", hasImage: true, imgWidth: 600, imgHeight: 300, priority: 3 },
  { name: "头条", hasImage: false, priority: 4 },
];

export async function ensureCmsDefaults(tx: TransactionClient) {
  for (const [kind, name, path] of [
    ["channel", "普通栏目", "normal"],
    ["content", "新闻", "news"],
  ] as const) {
    if (await tx.cmsModel.count({ where: { kind } })) continue;
    const model = await tx.cmsModel.create({ data: { kind, name, path, isDefault: true, priority: 1 } });
    await createBuiltinItems(tx, model.id, kind);
    // A new installation also gets the job model: its articles are job postings with an
    // application form on their page (services/job-apply).
    if (kind === "content") {
      const job = await tx.cmsModel.create({ data: { kind, name: "招聘", path: "job", priority: 2 } });
      await createBuiltinItems(tx, job.id, kind);
    }
  }
  if ((await tx.contentType.count()) === 0) await tx.contentType.createMany({ data: CONTENT_TYPES });
}
