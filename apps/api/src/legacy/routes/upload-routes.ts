import { ZLegacyUploadFields } from "@suyuan/contracts/upload/upload-fields";
import { storeUpload, uploadSettingsFrom } from "../../services/upload/uploads.ts";
import { legacyRoute } from "../legacy-route.ts";

// Multipart calls: the signed fields as usual, the file beside them (unsigned).

export const uploadRoutes = [
  legacyRoute({
    /** Images and attachments: `type` image or attach, the file in `uploadFile`. */
    paths: ["/member/upload/o_upload"],
    access: "authenticated",
    input: ZLegacyUploadFields,
    async handle(ctx, input) {
      const stored = await storeUpload(ctx, uploadSettingsFrom(ctx.config), input.type, ctx.files.uploadFile);
      return { body: { uploadPath: stored.url, fileName: stored.fileName } };
    },
  }),

  legacyRoute({
    /** Document import: txt, docx, xlsx, pptx or pdf in `file` (doc, xls, ppt are asked to be saved anew); answers its text. */
    paths: ["/admin/file/upload"],
    access: "authenticated",
    async handle(ctx) {
      const file = ctx.files.file ?? ctx.files.uploadFile;
      const stored = await storeUpload(ctx, uploadSettingsFrom(ctx.config), "document", file);
      return { body: { uploadPath: stored.url, fileName: stored.fileName, txt: stored.txt ?? "" } };
    },
  }),
];
