import { FILE_OPERATIONS } from "../../services/file-operations/file-operations.ts";
import { fileUploadRoute } from "../file-routes.ts";

// Template and resource uploads and the solution import for the legacy client: multipart, the
// signed fields as usual and the file beside them. The web app's twins are http/template-upload-handler.ts.

export const templateFileRoutes = [
  fileUploadRoute(["/admin/template/upload"], FILE_OPERATIONS.templateUpload, (stored) => ({
    path: stored.path,
    templateVersion: stored.templateVersion,
  })),
  fileUploadRoute(["/admin/resource/upload"], FILE_OPERATIONS.resourceUpload, (stored) => ({
    path: stored.path,
    templateVersion: stored.templateVersion,
  })),
  fileUploadRoute(["/admin/template/importTpl"], FILE_OPERATIONS.solutionImport, (result) => ({
    templateVersion: result.templateVersion,
  })),
];
