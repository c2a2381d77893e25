import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

const TRAINING_TYPES = ["ecommerce", "planting", "breeding", "processing", "other"] as const;

/**
 * Training sessions (培训管理, spec section 2): who attended (households and served users), when
 * and where. The attendee count defaults to the number of people linked when left blank.
 */
export const trainingResource = defineResource({
  name: "training",
  model: "training",
  legacy: ["trainInfo"],
  label: { zh: "培训", en: "Training" },
  titleField: "title",
  scope: "site",
  keys: {
    list: "/trainInfo/list",
    view: "/trainInfo/view",
    create: "/trainInfo/save",
    update: "/trainInfo/update",
    delete: "/trainInfo/delete",
    export: "/trainInfo/export",
  },
  fields: {
    title: field.text({ zh: "培训主题", en: "Title" }, { required: true, max: 100, span: 2 }),
    type: field.enumOf(
      { zh: "培训类型", en: "Type" },
      {
        values: TRAINING_TYPES,
        default: "ecommerce",
        options: {
          ecommerce: { zh: "电商技能", en: "E-commerce" },
          planting: { zh: "种植技术", en: "Planting" },
          breeding: { zh: "养殖技术", en: "Breeding" },
          processing: { zh: "农产品加工", en: "Processing" },
          other: { zh: "其他", en: "Other" },
        },
        colors: { ecommerce: "blue", planting: "green", breeding: "orange", processing: "grape", other: "gray" },
      },
    ),
    organiser: field.text({ zh: "主办单位", en: "Organiser" }, { max: 100 }),
    lecturer: field.text({ zh: "授课讲师", en: "Lecturer" }, { max: 50 }),
    venue: field.text({ zh: "培训地点", en: "Venue" }, { max: 200 }),
    townId: field.lookup({ zh: "所属乡镇", en: "Town" }, { source: "town", relation: "town" }),
    startAt: field.dateTime({ zh: "开始时间", en: "Starts" }),
    endAt: field.dateTime({ zh: "结束时间", en: "Ends" }),
    personIds: field.lookupList(
      { zh: "参训贫困户", en: "Attending households" },
      {
        source: "personInfo",
        name: "persons",
        table: "personAttendees",
        key: "personId",
        target: "person",
        span: 2,
      },
    ),
    userInfoIds: field.lookupList(
      { zh: "参训用户", en: "Attending users" },
      {
        source: "userInfo",
        name: "users",
        table: "userAttendees",
        key: "userInfoId",
        target: "userInfo",
        span: 2,
      },
    ),
    attendeeCount: field.integer(
      { zh: "参训人数", en: "Attendees" },
      {
        max: 100_000,
        unit: { zh: "人", en: "people" },
        hint: {
          zh: "不填时按所选参训人员计算",
          en: "Left blank, it is the number of people chosen above",
        },
      },
    ),
    photos: field.images({ zh: "培训照片", en: "Photos" }),
    content: field.richText({ zh: "培训内容", en: "Content" }),
  },
  refine(data, ctx) {
    const start = data.startAt;
    const end = data.endAt;
    if (start instanceof Date && end instanceof Date && end.getTime() < start.getTime())
      ctx.addIssue({ code: "custom", path: ["endAt"], message: "validation.dateRange" });
  },
  filters: {
    title: filter.contains("title", { zh: "培训主题", en: "Title" }),
    type: filter.equals("type", { zh: "培训类型", en: "Type" }),
    townId: filter.equals("townId", { zh: "所属乡镇", en: "Town" }),
    lecturer: filter.contains("lecturer", { zh: "授课讲师", en: "Lecturer" }),
    startFrom: filter.from("startAt", { zh: "开始日期起", en: "Starting from" }),
    startTo: filter.to("startAt", { zh: "开始日期止", en: "Starting until" }),
  },
  sortKeys: ["startAt", "createdAt", "title", "attendeeCount"],
  columns: [
    { key: "title", sortable: true },
    { key: "type" },
    { key: "town" },
    { key: "lecturer" },
    { key: "venue" },
    { key: "startAt", sortable: true },
    { key: "endAt" },
    { key: "attendeeCount", sortable: true },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    {
      title: { zh: "基本信息", en: "Basics" },
      fields: ["title", "type", "organiser", "lecturer", "venue", "townId", "startAt", "endAt"],
    },
    { title: { zh: "参训人员", en: "Attendees" }, fields: ["personIds", "userInfoIds", "attendeeCount"] },
    { title: { zh: "培训记录", en: "Record" }, fields: ["photos", "content"] },
  ],
  routes: { list: "/trainInfo/list", create: "/trainInfo/save", update: "/trainInfo/update", view: "/trainInfo/view" },
  menu: { group: "trainInfo" },
});
