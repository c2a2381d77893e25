import { loadQrCode } from "../../lib/lazy-modules.ts";
import { LruCache } from "../../lib/lru-cache.ts";

// The QR code a public content page shows for its own address. Pages are rendered far more often
// than addresses change, so the SVG of recent addresses is kept.

const CACHE_SIZE = 500;
/** Longer texts are not cached (nor expected: a page address). */
const CACHEABLE_LENGTH = 2000;
const cache = new LruCache<string>(CACHE_SIZE);

/** An SVG QR code of `text` (an <svg> element's markup, no XML declaration). */
export async function qrCodeSvg(text: string): Promise<string> {
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const QRCode = await loadQrCode();
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return text.length <= CACHEABLE_LENGTH ? cache.set(text, svg) : svg;
}
