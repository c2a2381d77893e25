import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { ZId, ZOptionalLinkUrl } from "../kit/primitives.ts";
import { ADVERTISING_KEYS } from "./advertising-keys.ts";

const label = (zh: string, en: string) => ({ zh, en });

const AD_CATEGORIES = ["image", "flash", "text", "code"] as const;

/** What each kind of ad must carry (the origin's rule). */
const REQUIRED_BY_CATEGORY: Record<(typeof AD_CATEGORIES)[number], readonly string[]> = {
  image: ["attr_image_url", "attr_image_link"],
  flash: ["attr_flash_url"],
  text: ["attr_text_title", "attr_text_link"],
  code: ["code"],
};

const size = (zh: string, en: string) => field.integer(label(zh, en), { min: 0, max: 10_000 });
const target = (zh: string, en: string) =>
  field.enumOf(label(zh, en), {
    values: ["_blank", "_self"],
    default: "_blank",
    options: { _blank: label("新窗口", "New window"), _self: label("原窗口", "Same window") },
  });

/**
 * Ads (广告) of a site, each in a space: an image, a flash file, a text link or a piece of HTML
 * (`code`), shown from `startTime` to `endTime` (days, both optional) while enabled, picked by
 * `weight` among the space's current ads. Views and clicks are counted in memory and written in
 * batches. The attributes keep the origin's `attr_<key>` names, on the legacy form and in answers.
 */
export const advertisingResource = defineResource({
  name: "advertising",
  model: "cmsAdvertising",
  legacy: ["advertising"],
  label: label("广告", "Ad"),
  titleField: "name",
  scope: "site",
  keys: {
    list: ADVERTISING_KEYS.list,
    create: ADVERTISING_KEYS.create,
    update: ADVERTISING_KEYS.update,
    delete: ADVERTISING_KEYS.delete,
  },
  fields: {
    name: field.text(label("广告名称", "Name"), { required: true, max: 100 }),
    adspaceId: field.lookup(label("广告版位", "Space"), {
      source: "advertisingSpace",
      relation: "adspace",
      required: true,
    }),
    category: field.enumOf(label("类型", "Kind"), {
      values: AD_CATEGORIES,
      default: "image",
      options: {
        image: label("图片", "Image"),
        flash: label("Flash", "Flash"),
        text: label("文字", "Text"),
        code: label("代码", "Code"),
      },
    }),
    weight: field.integer(label("权重", "Weight"), {
      default: 1,
      min: 1,
      max: 10_000,
      hint: label(
        "同一版位有多个广告时，按权重比例随机显示。",
        "Among a space's ads, each shows in proportion to its weight.",
      ),
    }),
    startTime: field.day(label("开始日期", "Starts")),
    endTime: field.day(label("结束日期", "Ends")),
    enabled: field.boolean(label("启用", "Enabled"), { default: true }),
    attr_image_url: withInput(field.image(label("图片", "Image")), ZOptionalLinkUrl),
    attr_image_link: field.url(label("图片链接", "Image link")),
    attr_image_title: field.text(label("图片提示", "Image title"), { max: 255 }),
    attr_image_target: target("图片打开方式", "Image opens in"),
    attr_image_width: size("图片宽度", "Image width"),
    attr_image_height: size("图片高度", "Image height"),
    attr_flash_url: field.text(label("Flash 地址", "Flash file"), { max: 255 }),
    attr_flash_width: size("Flash 宽度", "Flash width"),
    attr_flash_height: size("Flash 高度", "Flash height"),
    attr_text_title: field.text(label("文字内容", "Text"), { max: 255 }),
    attr_text_link: field.url(label("文字链接", "Text link")),
    attr_text_color: field.text(label("文字颜色", "Text colour"), { max: 20 }),
    attr_text_font: field.text(label("文字大小", "Text size"), { max: 20 }),
    attr_text_target: target("文字打开方式", "Text opens in"),
    code: field.textarea(label("广告代码", "HTML code"), { max: 20_000 }),
  },
  refine: (data, ctx) => {
    // Runs on any input (refineAlways): a category that is none of the four requires nothing here.
    const category = AD_CATEGORIES.find((known) => known === data.category);
    for (const key of category ? REQUIRED_BY_CATEGORY[category] : [])
      if (data[key] === null || data[key] === undefined || data[key] === "")
        ctx.addIssue({ code: "custom", path: [key], message: "validation.required" });
    if (typeof data.startTime === "string" && typeof data.endTime === "string" && data.startTime > data.endTime)
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "advertising.endBeforeStart" });
  },
  // The missing attributes show beside any other wrong field.
  refineAlways: true,
  extraItem: { displayCount: z.number(), clickCount: z.number(), percent: z.number() },
  // The origin's filter names (advertising/list: queryAdspaceId, queryEnabled).
  filters: {
    queryAdspaceId: filter.equals("adspaceId", label("广告版位", "Space"), ZId.optional()),
    queryEnabled: filter.equals("enabled", label("启用", "Enabled"), z.boolean().optional()),
    name: filter.contains("name"),
  },
  sortKeys: ["createdAt", "name", "weight", "startTime", "endTime"],
  columns: [
    { key: "name", sortable: true },
    { key: "adspaceId" },
    { key: "category" },
    { key: "weight", sortable: true },
    { key: "startTime", sortable: true },
    { key: "endTime", sortable: true },
    { key: "displayCount", label: label("展示次数", "Views") },
    { key: "clickCount", label: label("点击次数", "Clicks") },
    { key: "enabled" },
  ],
  sections: [
    {
      title: label("广告", "Ad"),
      fields: ["name", "adspaceId", "category", "weight", "startTime", "endTime", "enabled"],
    },
    {
      title: label("图片广告", "Image ad"),
      fields: [
        "attr_image_url",
        "attr_image_link",
        "attr_image_title",
        "attr_image_target",
        "attr_image_width",
        "attr_image_height",
      ],
    },
    {
      title: label("文字广告", "Text ad"),
      fields: ["attr_text_title", "attr_text_link", "attr_text_color", "attr_text_font", "attr_text_target"],
    },
    { title: label("Flash 广告", "Flash ad"), fields: ["attr_flash_url", "attr_flash_width", "attr_flash_height"] },
    { title: label("代码广告", "Code ad"), fields: ["code"] },
  ],
  routes: { list: ADVERTISING_KEYS.list, create: ADVERTISING_KEYS.create, update: ADVERTISING_KEYS.update },
  menu: { group: "interaction", titles: { list: label("广告管理", "Ads") } },
});
