import { z } from "zod";
import { zString } from "../kit/primitives.ts";

// config/mark_get and config/mark_update: the watermark put on uploaded images (text, or an
// uploaded image), in the origin's field names. Images smaller than minWidth × minHeight are
// left as they are; the original of a marked image is kept.

const pixels = (max: number) =>
  z
    .number({ error: "validation.number" })
    .int("validation.integer")
    .min(0, "validation.tooSmall")
    .max(max, "validation.tooBig");

export const ZWatermark = z.object({
  on: z.boolean({ error: "validation.required" }),
  minWidth: pixels(10_000),
  minHeight: pixels(10_000),
  /** An uploaded image's address (/uploads/<id>); blank: the text is the watermark. */
  imagePath: zString()
    .trim()
    .max(200, "validation.tooLong")
    .regex(/^(\/uploads\/[0-9a-f]{32})?$/, "watermark.imagePath"),
  content: zString().trim().max(100, "validation.tooLong"),
  size: z
    .number({ error: "validation.number" })
    .int("validation.integer")
    .min(6, "validation.tooSmall")
    .max(400, "validation.tooBig"),
  color: zString()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "watermark.color"),
  /** Opacity 0-100: smaller is more transparent. */
  alpha: z
    .number({ error: "validation.number" })
    .int("validation.integer")
    .min(0, "watermark.alpha")
    .max(100, "watermark.alpha"),
  /** 0 anywhere (random), 1 top left, 2 top right, 3 bottom left, 4 bottom right, 5 centre. */
  pos: z
    .number({ error: "validation.number" })
    .int("validation.integer")
    .min(0, "validation.invalid")
    .max(5, "validation.invalid"),
  offsetX: pixels(10_000),
  offsetY: pixels(10_000),
});
export type TWatermark = z.infer<typeof ZWatermark>;

/** What mark_update takes: the whole setting; switched on, it needs its text or its image. */
export const ZWatermarkInput = ZWatermark.refine((mark) => !mark.on || mark.content !== "" || mark.imagePath !== "", {
  message: "watermark.nothing",
  path: ["content"],
});

export const messagesWatermarkZh = {
  "watermark.imagePath": "水印图片请先上传，再选用",
  "watermark.color": "颜色为 #RRGGBB 格式，如 #FF0000",
  "watermark.alpha": "透明度为 0-100 的整数",
  "watermark.nothing": "开启水印时请填写水印文字或选择水印图片",
} as const;

export const messagesWatermarkEn: Record<keyof typeof messagesWatermarkZh, string> = {
  "watermark.imagePath": "Upload the watermark image first, then choose it",
  "watermark.color": "A colour is #RRGGBB, such as #FF0000",
  "watermark.alpha": "Opacity is a whole number from 0 to 100",
  "watermark.nothing": "With the watermark on, give its text or choose its image",
} as const;
