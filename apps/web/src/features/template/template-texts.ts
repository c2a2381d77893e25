// The texts of the template and resource pages (模板管理, 资源管理) in the product's two
// languages, read with `pick`.

export const TEMPLATE_TEXTS = {
  templatesTitle: { zh: "模板管理", en: "Templates" },
  templatesHint: {
    zh: "站点公开页面的模板（LiquidJS）。保存前检查语法；修改立即生效。",
    en: "Templates (LiquidJS) of the site's public pages. Syntax is checked before saving; changes apply at once.",
  },
  resourcesTitle: { zh: "资源管理", en: "Resources" },
  resourcesHint: {
    zh: "模板方案的样式表、脚本、图片和字体，页面中以 {{ res }} 引用。",
    en: "Stylesheets, scripts, images and fonts of the solution, referenced as {{ res }} in templates.",
  },
  solution: { zh: "模板方案", en: "Solution" },
  inUse: { zh: "使用中", en: "In use" },
  useSolution: { zh: "设为本站方案", en: "Use for the site" },
  solutionUsed: { zh: "已设为本站的模板方案", en: "The site now uses this solution" },
  importZip: { zh: "导入方案（zip）", en: "Import solution (zip)" },
  importName: { zh: "导入为方案", en: "Import as solution" },
  importHint: {
    zh: "同名方案将被压缩包中的文件整体替换。",
    en: "A solution of the same name is replaced by the zip's files.",
  },
  imported: { zh: "方案已导入", en: "Solution imported" },
  exportZip: { zh: "导出方案", en: "Export solution" },
  newFile: { zh: "新建文件", en: "New file" },
  newFolder: { zh: "新建文件夹", en: "New folder" },
  upload: { zh: "上传", en: "Upload" },
  uploaded: { zh: "已上传", en: "Uploaded" },
  rename: { zh: "重命名", en: "Rename" },
  delete: { zh: "删除", en: "Delete" },
  deleteTitle: { zh: "删除确认", en: "Confirm deletion" },
  deleteMessage: {
    zh: "确定删除「{name}」吗？文件夹中的文件会一并删除，且不能恢复。",
    en: "Delete “{name}”? Everything in a folder is deleted too; this cannot be undone.",
  },
  cancel: { zh: "取消", en: "Cancel" },
  confirm: { zh: "确定", en: "OK" },
  path: { zh: "路径", en: "Path" },
  pathHint: {
    zh: "相对路径，可含文件夹，如 inc/header.liquid",
    en: "A relative path, folders allowed, such as inc/header.liquid",
  },
  newPath: { zh: "新路径", en: "New path" },
  inFolder: { zh: "位置：{dir}", en: "In: {dir}" },
  top: { zh: "根目录", en: "top" },
  save: { zh: "保存", en: "Save" },
  saved: { zh: "已保存", en: "Saved" },
  unsaved: { zh: "未保存", en: "Unsaved" },
  parseError: { zh: "第 {line} 行第 {column} 列：{message}", en: "Line {line}, column {column}: {message}" },
  emptyTree: { zh: "还没有文件", en: "No files yet" },
  chooseFile: { zh: "在左侧选择一个文件", en: "Choose a file on the left" },
  binaryFile: { zh: "二进制文件，请用上传替换。", en: "A binary file: replace it by uploading." },
  loadingEditor: { zh: "正在加载编辑器…", en: "Loading the editor…" },
  preview: { zh: "实时预览", en: "Live preview" },
  previewPage: { zh: "预览页面", en: "Preview page" },
  home: { zh: "首页", en: "Home" },
  channel: { zh: "栏目", en: "Channel" },
  contentId: { zh: "内容 ID", en: "Content id" },
  previewHint: {
    zh: "按未保存的内容渲染；链接和脚本在预览中不可用。",
    en: "Rendered from the unsaved text; links and scripts do not run in the preview.",
  },
  size: { zh: "大小", en: "Size" },
} as const;

/** `{name}` placeholders filled from params. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
