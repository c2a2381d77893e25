import { z } from "zod";
import { TOPIC_KEYS } from "../cms-file/cms-file-keys.ts";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { ZId, zText } from "../kit/primitives.ts";

/**
 * Topics (专题): special subjects of a site that gather content across channels. A topic is
 * offered in chosen channels (`channelIds`: topic/by_channel answers the topics of a channel,
 * with those offered everywhere); content joins it through content/send_to_topic.
 */
export const topicResource = defineResource({
  name: "topic",
  model: "topic",
  legacy: ["topic"],
  // The origin's topic form starts from topic/get with id 0; its image pickers call indexOf on the images.
  legacyGet: { newRow: { channelIds: [] }, blankWhenNull: ["titleImg", "contentImg"] },
  label: { zh: "专题", en: "Topic" },
  titleField: "name",
  scope: "site",
  keys: {
    list: TOPIC_KEYS.list,
    create: TOPIC_KEYS.create,
    update: TOPIC_KEYS.update,
    delete: TOPIC_KEYS.delete,
  },
  // The content form offers a channel's topics.
  readers: ["/content/save", "/content/update"],
  fields: {
    name: withInput(
      field.text({ zh: "专题名称", en: "Name" }, { required: true, max: 150 }),
      zText(150, "validation.nameRequired"),
    ),
    shortName: field.text({ zh: "简称", en: "Short name" }, { max: 50 }),
    keywords: field.text({ zh: "关键字", en: "Keywords" }, { max: 200, span: 2 }),
    description: field.textarea({ zh: "描述", en: "Description" }, { max: 500 }),
    titleImg: field.image({ zh: "标题图", en: "Title image" }),
    contentImg: field.image({ zh: "内容图", en: "Content image" }),
    tplContent: field.text({ zh: "专题模板", en: "Template" }, { max: 200 }),
    priority: field.integer({ zh: "排列顺序", en: "Order" }, { default: 10, max: 99_999 }),
    recommend: field.boolean({ zh: "推荐", en: "Recommended" }),
  },
  /** The channels a topic is offered in (none: every channel). */
  extraInput: { channelIds: z.array(ZId).max(500).optional() },
  extraItem: {
    channelIds: z.array(z.number()),
    contentCount: z.number(),
    /** Where its public page will be (the origin's topic/list rows carry `url`). */
    url: z.string(),
  },
  filters: {
    name: filter.contains("name"),
    recommend: filter.equals("recommend"),
  },
  sortKeys: ["priority", "createdAt", "name"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "shortName" },
    { key: "priority", sortable: true },
    { key: "recommend" },
    { key: "contentCount", label: { zh: "内容数", en: "Content" } },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    {
      title: { zh: "基本信息", en: "Basics" },
      fields: ["name", "shortName", "keywords", "description", "tplContent", "priority", "recommend"],
    },
    { title: { zh: "图片", en: "Images" }, fields: ["titleImg", "contentImg"] },
  ],
  routes: { list: "/topic/list", create: "/topic/save", update: "/topic/update" },
  menu: {
    group: "cms",
    after: "/channel/update",
    titles: { list: { zh: "专题管理", en: "Topics" } },
    operations: { list: ["/topic/delete", "/topic/priority"] },
  },
  hint: {
    zh: "专题汇集多个栏目的内容；在内容列表中选择内容后“推送至专题”。",
    en: "A topic gathers content across channels; pick content in the content list and push it to a topic.",
  },
});
