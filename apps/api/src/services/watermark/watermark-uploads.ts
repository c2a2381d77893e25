import { prisma } from "@suyuan/db/client";
import { readAppSetting } from "../settings/app-settings.ts";
import { watermarkImage } from "./watermark-image.ts";
import { watermarkSetting } from "./watermark-setting.ts";

/** The key of a marked upload's original, beside the marked file (kept, never served). */
export function originalKey(key: string): string {
  return `${key}.original`;
}

/**
 * An uploaded image with the current watermark, or null when it stays as it is. `loadUpload`
 * reads an upload's bytes by id (the watermark image).
 */
export async function markedUpload(
  bytes: Uint8Array,
  loadUpload: (id: string) => Promise<Uint8Array | null>,
): Promise<Uint8Array | null> {
  const mark = await readAppSetting(prisma, watermarkSetting);
  if (!mark.on) return null;
  const markImage = mark.imagePath ? await loadUpload(mark.imagePath.slice("/uploads/".length)) : null;
  if (mark.imagePath && !markImage) return null;
  return watermarkImage(bytes, mark, markImage);
}
