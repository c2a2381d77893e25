import { randomInt } from "node:crypto";
import type { TWatermark } from "@suyuan/contracts/config/watermark";
import { loadSharp } from "../../lib/lazy-modules.ts";

// Puts the watermark on an uploaded image with sharp (libvips): the text is drawn by Pango with
// the system's fonts (CJK fonts such as Noto CJK for Chinese), an image watermark is an uploaded
// image; either at the chosen corner or the centre, with the chosen opacity. The image keeps its
// format; an animated GIF is left as it is.

/** The formats marked: the still raster images uploads accept. */
const MARKED_FORMATS = new Set(["jpeg", "png", "webp"]);

function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Sharp = Awaited<ReturnType<typeof loadSharp>>;

/** The watermark as a PNG with its opacity applied, or null when there is nothing to draw. */
async function overlayOf(sharp: Sharp, mark: TWatermark, markImage: Uint8Array | null): Promise<Buffer | null> {
  const opacity = Math.round((mark.alpha / 100) * 255);
  if (mark.imagePath && markImage) {
    // Multiply the image's own alpha by the opacity (dest-in keeps the image where the tile is).
    return sharp(markImage)
      .ensureAlpha()
      .composite([
        {
          input: Buffer.from([255, 255, 255, opacity]),
          raw: { width: 1, height: 1, channels: 4 },
          tile: true,
          blend: "dest-in",
        },
      ])
      .png()
      .toBuffer();
  }
  if (!mark.content) return null;
  const alphaPercent = `${Math.max(1, mark.alpha)}%`;
  const markup = `<span foreground="${mark.color}" fgalpha="${alphaPercent}">${escapeMarkup(mark.content)}</span>`;
  const text = sharp({ text: { text: markup, font: `sans ${mark.size}px`, rgba: true, dpi: 72 } });
  if (mark.alpha === 0) return null;
  return text.png().toBuffer();
}

function placement(mark: TWatermark, width: number, height: number, w: number, h: number) {
  const pos = mark.pos === 0 ? randomInt(1, 6) : mark.pos;
  const right = width - w - mark.offsetX;
  const bottom = height - h - mark.offsetY;
  const [left, top] =
    pos === 1
      ? [mark.offsetX, mark.offsetY]
      : pos === 2
        ? [right, mark.offsetY]
        : pos === 3
          ? [mark.offsetX, bottom]
          : pos === 4
            ? [right, bottom]
            : [Math.round((width - w) / 2), Math.round((height - h) / 2)];
  const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));
  return { left: clamp(left, width - w), top: clamp(top, height - h) };
}

/**
 * The marked image, or null when it stays as it is: the watermark is off or empty, the format is
 * not marked, or the image is smaller than the minimum size.
 */
export async function watermarkImage(
  bytes: Uint8Array,
  mark: TWatermark,
  markImage: Uint8Array | null,
): Promise<Uint8Array | null> {
  if (!mark.on) return null;
  const sharp = await loadSharp();
  const base = sharp(bytes, { failOn: "error" }).autoOrient();
  const meta = await base.metadata();
  if (!meta.format || !MARKED_FORMATS.has(meta.format) || (meta.pages ?? 1) > 1) return null;
  const { width, height } = meta.autoOrient;
  if (width < mark.minWidth || height < mark.minHeight) return null;
  let overlay = await overlayOf(sharp, mark, markImage);
  if (!overlay) return null;
  let size = await sharp(overlay).metadata();
  if (size.width > width || size.height > height) {
    overlay = await sharp(overlay).resize({ width, height, fit: "inside" }).png().toBuffer();
    size = await sharp(overlay).metadata();
  }
  const { left, top } = placement(mark, width, height, size.width, size.height);
  const marked = base.composite([{ input: overlay, left, top }]);
  const output =
    meta.format === "jpeg"
      ? marked.jpeg({ quality: 90 })
      : meta.format === "webp"
        ? marked.webp({ quality: 90 })
        : marked.png();
  return new Uint8Array(await output.toBuffer());
}
