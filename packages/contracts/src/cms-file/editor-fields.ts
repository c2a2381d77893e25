import { z } from "zod";
import { zInt, zOptionalText } from "../kit/primitives.ts";

// The rich-text editor's calls (spec section 7: /api/member/ueditor/upload, getRemoteImage,
// scrawlImage, imageManager), as the origin's editor (NEditor, UEditor 1.4 protocol) sends them.
// Their answers are the editor's own JSON (`state` "SUCCESS" or a message), not the envelope.

/** Separator of several urls in one field (the origin's UEditor: `ue_separate_ue`). */
export const EDITOR_URL_SEPARATOR = "ue_separate_ue";

/** ueditor/upload: `Type` Image, File, Media...; the file in `upfile` (any one file field). */
export const ZEditorUploadFields = z.object({ Type: zOptionalText(20) });

/**
 * ueditor/getRemoteImage: the remote urls in `source[]` (UEditor 1.4) or `upfile` (older
 * editors), several joined by `ue_separate_ue`. A field repeated in one form is refused by the
 * legacy adapter (it would make the signature ambiguous), so several urls travel joined.
 */
export const ZEditorRemoteFields = z.object({
  "source[]": zOptionalText(50_000),
  source: zOptionalText(50_000),
  upfile: zOptionalText(50_000),
});

/** ueditor/scrawlImage: the drawing as base64 in `upfile` (decoded at most 5 MB). */
export const ZEditorScrawlFields = z.object({ upfile: zOptionalText(8_000_000) });

/** ueditor/imageManager: `picNum` (the origin's client sends 50) or `size` images from `start`. */
export const ZEditorImageListFields = z.object({
  start: zInt(0).optional(),
  size: zInt(1, 100).optional(),
  picNum: zInt(1, 100).optional(),
  insite: zOptionalText(10),
});
