import { queryRows } from "@suyuan/db/client";
import { LOCAL_TODAY } from "../public-site/content-order.ts";

/** An ad as a page shows it. */
export type ServedAd = {
  id: number;
  name: string;
  category: string;
  weight: number;
  code: string | null;
  imageUrl: string | null;
  imageLink: string | null;
  imageTitle: string | null;
  imageTarget: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  flashUrl: string | null;
  flashWidth: number | null;
  flashHeight: number | null;
  textTitle: string | null;
  textLink: string | null;
  textColor: string | null;
  textFont: string | null;
  textTarget: string | null;
};

export type ServedSpace = { id: number; name: string; description: string | null; ads: ServedAd[] };

/**
 * A space of the site with its current ads: the space enabled, each ad enabled and today (China's
 * day) within its start and end days (either may be open), heaviest first. Null without the space.
 */
export async function currentAds(siteId: number, spaceId: number): Promise<ServedSpace | null> {
  const [space] = await queryRows<{ id: number; name: string; description: string | null }>(
    `SELECT id, name, description FROM cms_advertising_space WHERE id = $1 AND site_id = $2 AND enabled`,
    [spaceId, siteId],
  );
  if (!space) return null;
  const ads = await queryRows<ServedAd>(
    `SELECT id, name, category, weight, code,
            image_url AS "imageUrl", image_link AS "imageLink", image_title AS "imageTitle",
            image_target AS "imageTarget", image_width AS "imageWidth", image_height AS "imageHeight",
            flash_url AS "flashUrl", flash_width AS "flashWidth", flash_height AS "flashHeight",
            text_title AS "textTitle", text_link AS "textLink", text_color AS "textColor",
            text_font AS "textFont", text_target AS "textTarget"
       FROM cms_advertising
      WHERE adspace_id = $1 AND site_id = $2 AND enabled
        AND (start_time IS NULL OR start_time <= ${LOCAL_TODAY})
        AND (end_time IS NULL OR end_time >= ${LOCAL_TODAY})
      ORDER BY weight DESC, id`,
    [spaceId, siteId],
  );
  return { ...space, ads };
}

/**
 * One ad drawn with chance in proportion to its weight (`random` in [0, 1)); null without ads.
 * Weights below 1 count as 1, so every current ad can show.
 */
export function pickByWeight<T extends { weight: number }>(
  ads: readonly T[],
  random: () => number = Math.random,
): T | null {
  const total = ads.reduce((sum, ad) => sum + Math.max(1, ad.weight), 0);
  let point = random() * total;
  for (const ad of ads) {
    point -= Math.max(1, ad.weight);
    if (point < 0) return ad;
  }
  return ads.at(-1) ?? null;
}

/** Where a click on an ad goes: its image or text link (null for code ads, or none). */
export async function adLink(siteId: number, adId: number): Promise<string | null> {
  const [row] = await queryRows<{ link: string | null }>(
    `SELECT CASE category WHEN 'image' THEN image_link WHEN 'text' THEN text_link END AS link
       FROM cms_advertising WHERE id = $1 AND site_id = $2`,
    [adId, siteId],
  );
  return row?.link ?? null;
}
