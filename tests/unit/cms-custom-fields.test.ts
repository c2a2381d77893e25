import { describe, expect, it } from "vitest";
import {
  customFieldsSchema,
  customValuesFromForm,
  fieldTypeFromOrigin,
  ORIGIN_DATA_TYPE,
  type TCustomFieldItem,
} from "@suyuan/contracts/cms/custom-fields";

const item = (field: string, dataType: TCustomFieldItem["dataType"], extra: Partial<TCustomFieldItem> = {}) =>
  ({ field, dataType, required: false, isCustom: true, ...extra }) satisfies TCustomFieldItem;

const items: TCustomFieldItem[] = [
  item("variety", "text", { required: true }),
  item("yield", "number"),
  item("harvest", "date"),
  item("grade", "select", { options: ["一级", "二级"] }),
  item("certs", "checkboxes", { options: ["绿色", "有机", "地标"] }),
  item("photo", "image"),
  item("files", "attachments"),
  item("note", "textarea", { defValue: "无" }),
  item("title", "text", { isCustom: false, required: true }),
];
const schema = customFieldsSchema(items);
const messages = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("customFieldsSchema: a model's custom fields validated at run time", () => {
  it("normalises good values: numeric text to numbers, comma-joined checkboxes to a list, defaults, unknown keys dropped", () => {
    const parsed = schema.parse({
      variety: "  红富士 ",
      yield: "12.5",
      harvest: "2026-10-01",
      grade: "一级",
      certs: "绿色,有机,绿色",
      photo: "/uploads/abcdefghijklmnop",
      files: ["/uploads/abcdefghijklmnoq"],
      stray: "dropped",
    });
    expect(parsed).toEqual({
      variety: "红富士",
      yield: 12.5,
      harvest: "2026-10-01",
      grade: "一级",
      certs: ["绿色", "有机"],
      photo: "/uploads/abcdefghijklmnop",
      files: ["/uploads/abcdefghijklmnoq"],
      note: "无",
    });
  });

  it("leaves built-in items out (they are Content columns)", () => {
    expect(Object.keys(schema.parse({ variety: "x" }))).not.toContain("title");
  });

  it("answers each bad value with its field's message", () => {
    expect(
      messages({
        variety: " ",
        yield: "12,5",
        harvest: "2026-02-30",
        grade: "三级",
        certs: ["绿色", "转基因"],
        photo: "javascript:alert(1)",
        files: "ftp://x",
      }),
    ).toEqual({
      variety: "validation.required",
      yield: "validation.number",
      harvest: "validation.dateFormat",
      grade: "validation.optionValue",
      "certs.1": "validation.optionValue",
      photo: "validation.imageValue",
      "files.0": "validation.invalid",
    });
  });

  it("refuses text PostgreSQL cannot store and over-long text", () => {
    expect(messages({ variety: "a\u0000b" })).toEqual({ variety: "validation.textInvalid" });
    expect(messages({ variety: "x".repeat(256) })).toEqual({ variety: "validation.tooLong" });
  });

  it("treats an explicit blank as empty (no default) and a missing required value as required", () => {
    expect(schema.parse({ variety: "x", note: "" }).note).toBeNull();
    expect(messages({})).toEqual({ variety: "validation.required" });
  });
});

describe("legacy form values and data type numbers", () => {
  it("reads attr_<field> before <field>, custom items only", () => {
    expect(customValuesFromForm(items, { attr_variety: "a", variety: "b", yield: "3", title: "t" })).toEqual({
      variety: "a",
      yield: "3",
    });
  });

  it("maps the origin's dataType numbers both ways", () => {
    expect(fieldTypeFromOrigin(2)).toBe("number");
    expect(fieldTypeFromOrigin(11)).toBeNull();
    for (const [type, code] of Object.entries(ORIGIN_DATA_TYPE))
      if (type !== "richtext") expect([type, fieldTypeFromOrigin(code)]).toEqual([type, type]);
  });
});
