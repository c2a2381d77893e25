import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { ZId, zString } from "../kit/primitives.ts";
import { CUSTOM_FIELD_KEYS } from "./custom-form-keys.ts";
import { CUSTOM_DATA_TYPE_LABELS, CUSTOM_DATA_TYPES } from "./custom-form-types.ts";

const label = (zh: string, en: string) => ({ zh, en });

/**
 * The fields of a custom form (the origin's "filed"): a name the submission sends as
 * `attr_<field>`, unique within the form, a label, a data type that decides how a submission's
 * value is checked, choices for select, checkbox and radio fields, and whether it is required.
 */
export const customFormFieldResource = defineResource({
  name: "customFormField",
  model: "cmsCustomFormField",
  legacy: ["filed"],
  legacyList: "array",
  label: label("表单字段", "Form field"),
  titleField: "label",
  scope: "site",
  keys: {
    list: CUSTOM_FIELD_KEYS.list,
    create: CUSTOM_FIELD_KEYS.create,
    update: CUSTOM_FIELD_KEYS.update,
    delete: CUSTOM_FIELD_KEYS.delete,
  },
  readers: ["/custom/update", "/record/page"],
  fields: {
    formId: field.integer(label("表单", "Form"), { required: true, min: 1 }),
    field: field.text(label("字段名", "Field name"), {
      required: true,
      max: 50,
      hint: label("字母开头，字母、数字或下划线", "A letter, then letters, digits or _"),
    }),
    label: field.text(label("显示名称", "Label"), { required: true, max: 100 }),
    dataType: field.enumOf(label("类型", "Type"), {
      values: CUSTOM_DATA_TYPES,
      options: CUSTOM_DATA_TYPE_LABELS,
      default: "1",
    }),
    required: field.boolean(label("必填", "Required")),
    displayInList: field.boolean(label("列表中显示", "Shown in lists")),
    priority: field.integer(label("排列顺序", "Order"), { default: 10, max: 99_999 }),
    optValue: field.textarea(label("可选项", "Choices"), {
      max: 1000,
      hint: label(
        "下拉列表、单选框、多选框的选项，用逗号分隔；附件、图片上传可填允许的扩展名（如 pdf,docx）",
        "Choices of a select, radio or checkbox field, comma-separated; for an upload, the allowed extensions (pdf,docx)",
      ),
    }),
    defValue: field.text(label("默认值", "Default"), { max: 255 }),
    size: field.text(label("长度", "Size"), { max: 20 }),
    description: field.text(label("说明", "Description"), { max: 255, span: 2 }),
  },
  filters: {
    // The origin's name; absent: the fields of every form.
    formId: filter.equals("formId", label("表单", "Form"), ZId.optional()),
    label: filter.contains("label"),
  },
  sortKeys: ["priority", "field", "label", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "label", sortable: true },
    { key: "field", sortable: true },
    { key: "dataType" },
    { key: "required" },
    { key: "displayInList" },
    { key: "priority", sortable: true },
  ],
  refine: (data, ctx) => {
    if (typeof data.field === "string" && !/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(data.field))
      ctx.addIssue({ code: "custom", message: "customForm.fieldName", path: ["field"] });
    if (
      (data.dataType === "6" || data.dataType === "7" || data.dataType === "8") &&
      !(typeof data.optValue === "string" && data.optValue.trim() !== "")
    )
      ctx.addIssue({ code: "custom", message: "customForm.optionsRequired", path: ["optValue"] });
  },
  routes: { list: CUSTOM_FIELD_KEYS.list, create: CUSTOM_FIELD_KEYS.create, update: CUSTOM_FIELD_KEYS.update },
  actions: { priority: { key: CUSTOM_FIELD_KEYS.priority, label: label("排序", "Reorder") } },
  menu: {
    group: "interaction",
    after: "/custom/update",
    titles: {
      list: label("表单字段", "Form fields"),
      create: label("新增表单字段", "Add form field"),
      update: label("编辑表单字段", "Edit form field"),
    },
  },
});

/** filed/check_field: `{ result: true }` when the name is already a field of the form. */
export const ZCheckFieldInput = z.object({ formId: ZId, field: zString().max(100) });
