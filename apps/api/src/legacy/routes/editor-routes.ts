import {
  EDITOR_URL_SEPARATOR,
  ZEditorImageListFields,
  ZEditorRemoteFields,
  ZEditorScrawlFields,
  ZEditorUploadFields,
} from "@suyuan/contracts/cms-file/editor-fields";
import { asAppError } from "../../lib/app-error.ts";
import {
  catchRemoteImages,
  EDITOR_IMAGE_PAGE,
  listEditorImages,
  storeScrawl,
  uploadEditorFile,
  type EditorFile,
} from "../../services/cms/editor-uploads.ts";
import { uploadSettingsFrom } from "../../services/upload/uploads.ts";
import { formToInput } from "../form-input.ts";
import { legacyRoute, type LegacyAnswer, type LegacyAuthedContext } from "../legacy-route.ts";

// The rich-text editor's calls (spec section 7). Signed and session-checked like every member
// path; they answer the editor's own JSON (UEditor 1.4: `state` "SUCCESS" or the reason), which
// the editor shows, instead of the envelope. Refusals of the protocol itself (sign, session,
// permission) still answer the envelope before any of this runs.

function editorAnswer(body: unknown): LegacyAnswer {
  return {
    download: new Response(JSON.stringify(body), {
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
    }),
  };
}

function failedState(ctx: LegacyAuthedContext, error: unknown): LegacyAnswer {
  const appError = asAppError(error, ctx.meta.requestId);
  if (appError.httpStatus >= 500) ctx.meta.log.error({ err: error }, "editor call failed");
  return editorAnswer({ state: appError.localizedMessage(ctx.locale) });
}

function fileState(file: EditorFile) {
  return { state: "SUCCESS", ...file };
}

function splitUrls(...values: (string | null | undefined)[]): string[] {
  return values
    .flatMap((value) => (value ? value.split(EDITOR_URL_SEPARATOR) : []))
    .map((url) => url.trim())
    .filter(Boolean);
}

const REMOTE_FETCH_KEYS = [
  "/content/save",
  "/content/update",
  "/channel/save",
  "/channel/update",
  "/topic/save",
  "/topic/update",
] as const;

export const editorRoutes = [
  legacyRoute({
    /** An image or attachment from the editor: the file in `upfile` (or whichever file field). */
    paths: ["/member/ueditor/upload"],
    access: "authenticated",
    input: ZEditorUploadFields,
    async handle(ctx, input) {
      try {
        const file = ctx.files.upfile ?? Object.values(ctx.files)[0];
        return editorAnswer(
          fileState(await uploadEditorFile(ctx, uploadSettingsFrom(ctx.config), file, input.Type ?? undefined)),
        );
      } catch (error) {
        return failedState(ctx, error);
      }
    },
  }),

  legacyRoute({
    /** Catches remote images pasted into the editor (http/https, public addresses only, 5 MB each). */
    paths: ["/member/ueditor/getRemoteImage"],
    // The server fetches for the caller: only those who write CMS records with the editor.
    access: { permission: REMOTE_FETCH_KEYS },
    input: ZEditorRemoteFields,
    async handle(ctx, input) {
      try {
        const sources = splitUrls(input["source[]"], input.source, input.upfile);
        const caught = await catchRemoteImages(ctx, uploadSettingsFrom(ctx.config), sources);
        const list = caught.map((item) =>
          "file" in item
            ? { ...fileState(item.file), source: item.source }
            : { state: item.error.localizedMessage(ctx.locale), source: item.source },
        );
        const urls = caught.map((item) => ("file" in item ? item.file.url : ""));
        return editorAnswer({
          state: list.some((item) => item.state === "SUCCESS") ? "SUCCESS" : (list[0]?.state ?? "SUCCESS"),
          list,
          // Older editors read the urls joined, beside the sources they replace.
          url: urls.join(EDITOR_URL_SEPARATOR),
          srcUrl: sources.join(EDITOR_URL_SEPARATOR),
        });
      } catch (error) {
        return failedState(ctx, error);
      }
    },
  }),

  legacyRoute({
    /** The editor's drawing (涂鸦), a base64 image in `upfile`. */
    paths: ["/member/ueditor/scrawlImage"],
    access: "authenticated",
    input: ZEditorScrawlFields,
    async handle(ctx, input) {
      try {
        return editorAnswer(fileState(await storeScrawl(ctx, uploadSettingsFrom(ctx.config), input.upfile ?? "")));
      } catch (error) {
        return failedState(ctx, error);
      }
    },
  }),

  legacyRoute({
    /** The site's images, newest first: `picNum` (50 in the origin's client) or `size` from `start`. */
    paths: ["/member/ueditor/imageManager"],
    access: "authenticated",
    input: ZEditorImageListFields,
    fromForm: (fields) => formToInput(ZEditorImageListFields, fields),
    async handle(ctx, input) {
      try {
        const start = input.start ?? 0;
        const page = await listEditorImages(ctx, start, input.size ?? input.picNum ?? EDITOR_IMAGE_PAGE);
        return editorAnswer({
          state: "SUCCESS",
          list: page.urls.map((url) => ({ url })),
          start: page.start,
          total: page.total,
        });
      } catch (error) {
        return failedState(ctx, error);
      }
    },
  }),
];
