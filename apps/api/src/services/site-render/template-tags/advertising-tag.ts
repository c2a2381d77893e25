import { currentAds, pickByWeight, type ServedAd } from "../../advertising/ad-serving.ts";
import { countAdView } from "../../advertising/ad-counter.ts";
import { sanitizeRichText } from "../../goods/sanitize-html.ts";
import { blockTag } from "./block-tag.ts";
import { intArg } from "./tag-args.ts";
import type { TagEnv } from "./tag-env.ts";

// cms_advertising aid (sid): the ad space of that id with its current ads (only ad sid, if given).
//   tag_bean  the space (id, name, description) and `ad`, one of its ads drawn by weight
//   tag_list  all its current ads, heaviest first
// Each ad carries its attributes, `click_url` (counts the click, then goes on to the ad's link:
// `<a href="{{ ad.click_url }}">`) and `html`, the ad as markup for `{{ tag_bean.ad.html | raw }}`
// (escaped; `raw` sanitises it like article text, which keeps only http(s) links, so this markup
// links straight to the ad's address and counts no click). The drawn ad's view is counted (in
// memory, written in batches).

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[char]};`);

function adHtml(ad: ServedAd): string {
  const target = (value: string | null) => (value === "_blank" ? ' target="_blank" rel="noopener"' : "");
  switch (ad.category) {
    case "image": {
      const size = [
        ad.imageWidth ? ` width="${ad.imageWidth}"` : "",
        ad.imageHeight ? ` height="${ad.imageHeight}"` : "",
      ].join("");
      const title = escape(ad.imageTitle ?? ad.name);
      return `<a href="${escape(ad.imageLink ?? "")}"${target(ad.imageTarget)}><img src="${escape(ad.imageUrl ?? "")}" alt="${title}" title="${title}"${size}></a>`;
    }
    case "text":
      return `<a href="${escape(ad.textLink ?? "")}"${target(ad.textTarget)}>${escape(ad.textTitle ?? ad.name)}</a>`;
    case "code":
      return sanitizeRichText(ad.code ?? "");
    default:
      // Flash no browser plays any more: its address as a link.
      return ad.flashUrl ? `<a href="${escape(ad.flashUrl)}">${escape(ad.name)}</a>` : "";
  }
}

function adOf(ad: ServedAd, env: TagEnv) {
  const clickUrl = `${env.urls.base}ad_click.html?id=${ad.id}`;
  return {
    id: ad.id,
    name: ad.name,
    category: ad.category,
    weight: ad.weight,
    click_url: clickUrl,
    html: adHtml(ad),
    image: {
      url: ad.imageUrl,
      link: ad.imageLink,
      title: ad.imageTitle,
      target: ad.imageTarget,
      width: ad.imageWidth,
      height: ad.imageHeight,
    },
    text: { title: ad.textTitle, link: ad.textLink, color: ad.textColor, font: ad.textFont, target: ad.textTarget },
    flash: { url: ad.flashUrl, width: ad.flashWidth, height: ad.flashHeight },
  };
}

export const advertisingTag = blockTag("cms_advertising", async (args, env) => {
  const spaceId = intArg("cms_advertising", args, "aid", { min: 1, max: 2_147_483_647 });
  const adId = intArg("cms_advertising", args, "sid", { min: 1, max: 2_147_483_647 });
  const space = spaceId === undefined ? null : await currentAds(env.siteId, spaceId);
  if (!space) return { tag_bean: null, tag_list: [] };
  if (adId !== undefined) space.ads = space.ads.filter((ad) => ad.id === adId);
  const drawn = pickByWeight(space.ads);
  if (drawn) countAdView(drawn.id);
  return {
    tag_bean: {
      id: space.id,
      name: space.name,
      description: space.description ?? "",
      ad: drawn ? adOf(drawn, env) : null,
    },
    tag_list: space.ads.map((ad) => adOf(ad, env)),
  };
});
