import type { TCmsFieldType } from "@suyuan/contracts/cms/custom-fields";
import type { TCmsModelKind } from "@suyuan/contracts/cms/model-operations";
import type { TransactionClient } from "@suyuan/db/client";

// The built-in fields every model starts with: Content (or Channel) columns the forms place by
// name (the origin's client needs `title` and `txt` items to show its title input and body).
// They can be relabelled, reordered and hidden, never deleted or retyped.

type BuiltinItem = { field: string; label: string; dataType: TCmsFieldType; required?: boolean };

export const BUILTIN_ITEMS: Record<TCmsModelKind, readonly BuiltinItem[]> = {
  content: [
    { field: "title", label: "标题", dataType: "text", required: true },
    { field: "shortTitle", label: "简短标题", dataType: "text" },
    { field: "titleColor", label: "标题颜色", dataType: "text" },
    { field: "tagStr", label: "Tag标签", dataType: "text" },
    { field: "description", label: "摘要", dataType: "textarea" },
    { field: "author", label: "作者", dataType: "text" },
    { field: "origin", label: "来源", dataType: "text" },
    { field: "releaseDate", label: "发布时间", dataType: "date" },
    { field: "typeId", label: "内容类型", dataType: "select" },
    { field: "topLevel", label: "固顶级别", dataType: "number" },
    { field: "titleImg", label: "标题图", dataType: "image" },
    { field: "contentImg", label: "内容图", dataType: "image" },
    { field: "attachments", label: "附件", dataType: "attachments" },
    { field: "pictures", label: "图片集", dataType: "attachments" },
    { field: "txt", label: "内容", dataType: "richtext" },
  ],
  channel: [
    { field: "name", label: "栏目名称", dataType: "text", required: true },
    { field: "path", label: "访问路径", dataType: "text", required: true },
    { field: "title", label: "meta标题", dataType: "text" },
    { field: "keywords", label: "meta关键字", dataType: "text" },
    { field: "description", label: "meta描述", dataType: "textarea" },
    { field: "titleImg", label: "标题图", dataType: "image" },
    { field: "contentImg", label: "内容图", dataType: "image" },
    { field: "txt", label: "栏目内容", dataType: "richtext" },
  ],
};

/** Names a custom field may not take in a model of this kind (its built-ins and the record's own columns). */
export function reservedFieldNames(kind: TCmsModelKind): Set<string> {
  const columns =
    kind === "content"
      ? ["id", "siteId", "channelId", "modelId", "status", "attrs", "link", "typeImg", "releaseDate", "views"]
      : ["id", "siteId", "parentId", "modelId", "priority", "link"];
  return new Set([...BUILTIN_ITEMS[kind].map((item) => item.field), ...columns]);
}

/** Writes the built-in items of a new model. */
export async function createBuiltinItems(tx: TransactionClient, modelId: number, kind: TCmsModelKind) {
  await tx.cmsModelItem.createMany({
    data: BUILTIN_ITEMS[kind].map((item, index) => ({
      modelId,
      field: item.field,
      label: item.label,
      dataType: item.dataType,
      required: item.required ?? false,
      isCustom: false,
      priority: (index + 1) * 10,
    })),
  });
}
