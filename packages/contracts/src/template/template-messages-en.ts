import type { messagesTemplateZh } from "./template-messages-zh.ts";

export const messagesTemplateEn: Record<keyof typeof messagesTemplateZh, string> = {
  "template.badPath":
    "Invalid path: use a relative path separated by / (at most 8 levels), not starting with /, without .., backslashes or control characters",
  "template.zipBadPath":
    "The path of “{path}” in the zip is not allowed: use a relative path separated by / (at most 8 levels), without .., backslashes or control characters",
  "template.badExtension": "The file type of “{path}” is not allowed: {allowed}",
  "template.tooLarge": "“{path}” is too large (at most {max})",
  "template.fileExists": "“{path}” already exists",
  "template.fileMissing": "“{path}” does not exist",
  "template.noReplaceElement": "“{path}” has no element of class replace to hold the visual content",
  "template.notAFile": "“{path}” is a folder, not a file",
  "template.parentIsFile": "A parent of “{path}” is a file, not a folder",
  "template.renameIntoItself": "A folder cannot be moved into itself",
  "template.syntax": "Template syntax error (line {line}, column {column}): {detail}",
  "template.limitSteps":
    "Template line {line}, column {column}: loops and branches may run at most {max} times in all; loop less",
  "template.limitMemory":
    "Template line {line}, column {column}: ranges, arrays and text may hold at most {max} items in all; use smaller ranges",
  "template.limitOutput": "Template line {line}, column {column}: a page may have at most {max} characters; write less",
  "template.limitTime": "Template line {line}, column {column}: rendering took over {max} ms; loop less",
  "template.binaryNotEditable": "“{path}” is not a text file; replace it by uploading",
  "template.solutionMissing": "The template solution “{solution}” does not exist",
  "template.tooManyFiles": "The solution has too many files (at most {max})",
  "template.zipInvalid": "Not a valid zip file: {detail}",
  "template.zipEntry": "“{path}” in the zip is not allowed: {detail}",
  "template.zipTooLarge": "The zip is too large (at most {max} uncompressed)",
  "template.zipEmpty": "The zip holds no template files",
  "template.fileRequired": "Choose a file to upload",
} as const;
