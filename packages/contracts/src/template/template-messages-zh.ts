/** Messages of template solutions and their files (spread into messagesZh). */
export const messagesTemplateZh = {
  "template.badPath": "路径不正确：使用 / 分隔的相对路径（最多 8 层），不能以 / 开头，不能包含 ..、反斜杠或控制字符",
  "template.zipBadPath":
    "压缩包中的「{path}」路径不正确：使用 / 分隔的相对路径（最多 8 层），不能包含 ..、反斜杠或控制字符",
  "template.badExtension": "「{path}」的文件类型不允许：{allowed}",
  "template.tooLarge": "「{path}」过大（最多 {max}）",
  "template.fileExists": "「{path}」已存在",
  "template.fileMissing": "「{path}」不存在",
  "template.notAFile": "「{path}」是文件夹，不是文件",
  "template.parentIsFile": "「{path}」的上级是文件，不是文件夹",
  "template.renameIntoItself": "不能把文件夹移到它自己里面",
  "template.syntax": "模板语法错误（第 {line} 行第 {column} 列）：{detail}",
  "template.binaryNotEditable": "「{path}」不是文本文件，请用上传替换",
  "template.solutionMissing": "模板方案「{solution}」不存在",
  "template.tooManyFiles": "模板方案的文件过多（最多 {max} 个）",
  "template.zipInvalid": "不是有效的 zip 文件：{detail}",
  "template.zipEntry": "压缩包中的「{path}」不允许：{detail}",
  "template.zipTooLarge": "压缩包过大（解压后最多 {max}）",
  "template.zipEmpty": "压缩包中没有模板文件",
  "template.fileRequired": "请选择要上传的文件",
} as const;
