import type { TTemplateFileKind } from "@suyuan/contracts/template/template-files";
import { permissionProcedure } from "../../init.ts";

// Who may read and change the files of each kind: the page key reads (tree, list, get), the
// operation keys write. Template and resource procedures differ only in kind and keys.

export const FILE_KEYS = {
  template: { read: "/template/list", save: "/template/save", delete: "/template/delete" },
  resource: { read: "/resource/list", save: "/resource/save", delete: "/resource/delete" },
} as const;

export const readFiles = (kind: TTemplateFileKind) => permissionProcedure(FILE_KEYS[kind].read);
export const saveFiles = (kind: TTemplateFileKind) => permissionProcedure(FILE_KEYS[kind].save);
export const deleteFiles = (kind: TTemplateFileKind) => permissionProcedure(FILE_KEYS[kind].delete);
