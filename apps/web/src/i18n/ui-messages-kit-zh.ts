/**
 * Texts of the resource kit's generic pages (Chinese, default). `{what}` is the resource's label;
 * `{whatLower}` the same inside a sentence (lower-cased in English).
 */
export const kitZh = {
  "kit.updatedAt": "更新时间",
  "kit.deleteOne": "确定删除{what}“{name}”吗？此操作不可恢复。",
  "kit.deleteMany": "确定删除选中的 {count} 条{what}吗？此操作不可恢复。",
  "kit.deleted": "已删除 {count} 个{what}",
  "kit.bulkDelete": "批量删除",
  "kit.addTitle": "新增{what}",
  "kit.editTitle": "编辑{what}",
  "kit.viewTitle": "{what}详情",
  "kit.created": "{what}已新增",
  "kit.updated": "{what}已保存",
  "kit.otherSection": "其他信息",
  "kit.revealPersonal": "显示完整",
  "kit.from": "{what}起",
  "kit.to": "{what}止",
  "kit.images": "{count} 张",
  // Scheduled tasks
  "task.allChannels": "全部栏目",
  "task.status.queued": "排队中",
  "task.status.running": "执行中",
  "task.status.done": "成功",
  "task.status.failed": "失败",
  "task.status.skipped": "已跳过",
} as const;
