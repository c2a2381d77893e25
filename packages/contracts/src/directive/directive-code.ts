import { MAX_CONTENT_ORDER } from "./content-order.ts";
import type {
  TAdvertisingParams,
  TChannelListParams,
  TContentListParams,
  TDirectiveParams,
} from "./directive-params.ts";

// The tag text of a wizard's picks: one LiquidJS block tag of the site renderer with a plain
// default body. Pure and deterministic (same picks, same text), so the wizard shows live exactly
// what the server stores. The public renderer escapes every `{{ }}` output itself (outputEscape),
// so the body adds no escape filters. Tag parameters are only digits, true/false and fixed words:
// anything else is refused here rather than written into a template.

/** A whole number within bounds, as digits. */
function int(value: number, min = 1, max = Number.MAX_SAFE_INTEGER): string {
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new RangeError(`not a tag number: ${value}`);
  return String(value);
}

/** A tag string: double-quoted, and only of characters that cannot end the string or the tag. */
function quote(value: string): string {
  if (!/^[A-Za-z0-9_,]*$/.test(value)) throw new RangeError(`not a tag word: ${value}`);
  return `"${value}"`;
}

/** Ids as the renderer takes several: a quoted comma-separated list ("3,5"). */
const idList = (ids: readonly number[]) => quote(ids.map((id) => int(id)).join(","));

type TagParam = readonly [name: string, value: string];

function block(tag: string, params: readonly TagParam[], body: readonly string[]): string {
  const args = params.map(([name, value]) => ` ${name}: ${value}`).join("");
  return [`{% ${tag}${args} %}`, ...body, `{% end${tag} %}`].join("\n");
}

const targetAttribute = (target: "_self" | "_blank") => (target === "_blank" ? ` target="_blank"` : "");

/** One content item's markup, read from `item` (a list) or `tag_bean` (one item). */
function contentItem(params: TContentListParams, name: string): string {
  const target = targetAttribute(params.target);
  const title =
    params.titleLength > 0 ? `{{ ${name}.title | truncate: ${int(params.titleLength)} }}` : `{{ ${name}.title }}`;
  const parts = [
    params.showImage
      ? `{% if ${name}.image %}<a href="{{ ${name}.url }}"${target}><img src="{{ ${name}.image }}" alt="{{ ${name}.title }}"></a> {% endif %}`
      : "",
    `<a href="{{ ${name}.url }}"${target}>${title}</a>`,
    params.showDate ? ` <span>{{ ${name}.date }}</span>` : "",
    params.showDescription ? ` <p>{{ ${name}.description }}</p>` : "",
  ];
  return parts.join("");
}

const PAGINATION = [
  `<div class="cms-pagination">`,
  `  {% if tag_pagination.prev_url %}<a href="{{ tag_pagination.prev_url }}">上一页</a>{% endif %}`,
  `  <span>{{ tag_pagination.page }} / {{ tag_pagination.pages }}</span>`,
  `  {% if tag_pagination.next_url %}<a href="{{ tag_pagination.next_url }}">下一页</a>{% endif %}`,
  `</div>`,
];

function contentCode(params: TContentListParams): string {
  if (params.mode === "single") {
    if (params.contentId === null) throw new RangeError("a single content tag needs its content id");
    return block(
      "cms_content",
      [["id", int(params.contentId)]],
      [`{% if tag_bean %}<div class="cms-content">${contentItem(params, "tag_bean")}</div>{% endif %}`],
    );
  }
  const tagParams: TagParam[] = [];
  if (params.channelIds.length > 0) tagParams.push(["channelId", idList(params.channelIds)]);
  if (params.typeIds.length > 0) tagParams.push(["typeId", idList(params.typeIds)]);
  if (params.recommend !== null) tagParams.push(["recommend", String(params.recommend)]);
  if (params.titleImg) tagParams.push(["titleImg", "true"]);
  tagParams.push(["count", int(params.count, 1, 100)], ["orderBy", int(params.orderBy, 0, MAX_CONTENT_ORDER)]);
  const list = [
    `<ul class="cms-content-list">`,
    `  {% for item in tag_list %}`,
    `  <li>${contentItem(params, "item")}</li>`,
    `  {% endfor %}`,
    `</ul>`,
  ];
  return params.mode === "page"
    ? block("cms_content_page", tagParams, [...list, ...PAGINATION])
    : block("cms_content_list", tagParams, list);
}

function channelLink(params: TChannelListParams, name: string): string {
  const description = params.showDescription ? ` <p>{{ ${name}.description }}</p>` : "";
  return `<a href="{{ ${name}.url }}"${targetAttribute(params.target)}>{{ ${name}.name }}</a>${description}`;
}

function channelCode(params: TChannelListParams): string {
  const channel: TagParam[] = params.channelId === null ? [] : [["channelId", int(params.channelId)]];
  if (params.mode === "single") {
    const tagParams: TagParam[] = [["singleType", quote(params.singleType)], ...channel];
    const body =
      params.singleType === "navigation"
        ? `<nav class="cms-breadcrumb">{% for item in tag_list %}{% unless forloop.first %} &gt; {% endunless %}${channelLink(params, "item")}{% endfor %}</nav>`
        : `{% if tag_bean %}${channelLink(params, "tag_bean")}{% endif %}`;
    return block("cms_channel", tagParams, [body]);
  }
  // The top level needs no channel; the others read it (childs of none is the top level too).
  const tagParams: TagParam[] = [["listType", quote(params.listType)], ...(params.listType === "top" ? [] : channel)];
  if (params.hasContent) tagParams.push(["hasContent", "true"]);
  return block("cms_channel_list", tagParams, [
    `<ul class="cms-channel-list">`,
    `  {% for item in tag_list %}`,
    `  <li>${channelLink(params, "item")}</li>`,
    `  {% endfor %}`,
    `</ul>`,
  ]);
}

function advertisingCode(params: TAdvertisingParams): string {
  const tagParams: TagParam[] = [["aid", int(params.aid)]];
  if (params.sid !== null) tagParams.push(["sid", int(params.sid)]);
  return block("cms_advertising", tagParams, [
    `{% if tag_bean %}<div class="cms-advertising">{{ tag_bean.name }}</div>{% endif %}`,
  ]);
}

/** The template tag of validated picker values (parse them with ZDirectiveParams first). */
export function generateDirectiveCode(params: TDirectiveParams): string {
  switch (params.kind) {
    case "content_list":
      return contentCode(params);
    case "channel_list":
      return channelCode(params);
    case "advertising":
      return advertisingCode(params);
  }
}
