import type { TCmsFieldType } from "../cms/custom-fields.ts";

// A custom form field's data type, as the origin numbers it (jc_custom_form_filed.data_type:
// 1 text, 2 integer, 3 decimal, 4 text area, 5 date, 6 select, 7 checkboxes, 8 radio,
// 9 attachment, 10 picture) and 11 region (a province, city or county). Kept as the origin's
// numbers in text so its clients read and send the same values.

export const CUSTOM_DATA_TYPES = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"] as const;
export type TCustomDataType = (typeof CUSTOM_DATA_TYPES)[number];

export const CUSTOM_DATA_TYPE_LABELS: Record<TCustomDataType, { zh: string; en: string }> = {
  "1": { zh: "单行文本", en: "Text" },
  "2": { zh: "整数", en: "Integer" },
  "3": { zh: "小数", en: "Decimal" },
  "4": { zh: "多行文本", en: "Text area" },
  "5": { zh: "日期", en: "Date" },
  "6": { zh: "下拉列表", en: "Select" },
  "7": { zh: "多选框", en: "Multiple choice" },
  "8": { zh: "单选框", en: "Radio buttons" },
  "9": { zh: "附件上传", en: "File upload" },
  "10": { zh: "图片上传", en: "Picture upload" },
  "11": { zh: "地区", en: "Region" },
};

/**
 * How a value of the type is checked, as a content model's custom field of that kind
 * (cms/custom-fields.ts, the one validator of custom values); integers and regions add their own
 * rule on top (the submission service).
 */
export const CHECKED_AS: Record<TCustomDataType, TCmsFieldType> = {
  "1": "text",
  "2": "number",
  "3": "number",
  "4": "textarea",
  "5": "date",
  "6": "select",
  "7": "checkboxes",
  "8": "radio",
  "9": "image",
  "10": "image",
  "11": "text",
};

/** The choices of a select, checkbox or radio field: comma-separated (a full-width comma too). */
export function choicesOf(optValue: string | null | undefined): string[] {
  return [
    ...new Set(
      (optValue ?? "")
        .split(/[,，]/)
        .map((part) => part.trim())
        .filter((part) => part !== ""),
    ),
  ];
}

/** Custom record statuses, the origin's codes. */
export const CUSTOM_RECORD_STATUS_LABELS: Record<string, { zh: string; en: string }> = {
  "-1": { zh: "已驳回", en: "Rejected" },
  "0": { zh: "草稿", en: "Draft" },
  "1": { zh: "待审核", en: "Waiting" },
  "2": { zh: "已通过", en: "Passed" },
};
