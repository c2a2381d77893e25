import type { Label } from "@suyuan/contracts/kit/fields";

/** The commodity code pages' texts (the product's two languages). */
export const CODE_TEXTS = {
  label: { zh: "打印标签", en: "Print label" },
  adopt: { zh: "商品采用条码", en: "Goods adopt the code" },
  adopted: { zh: "已采用", en: "Adopted" },
  adoptDone: (barcode: string): Label => ({
    zh: `商品条码已设为 ${barcode}`,
    en: `The goods' barcode is now ${barcode}`,
  }),
  adoptConfirm: (gtin: string, goods: string): Label => ({
    zh: `将商品“${goods}”的条码设为 ${gtin}？`,
    en: `Set the barcode of “${goods}” to ${gtin}?`,
  }),
  prefixOf: (prefix: string, length: number): Label => ({
    zh: `企业编码 ${prefix}，商品项目代码 ${length} 位`,
    en: `Company prefix ${prefix}; the item reference has ${length} digits`,
  }),
  noPrefix: { zh: "该企业尚未分配企业编码", en: "This enterprise has no company prefix yet" },
  chooseEnterprise: { zh: "先选择企业", en: "Choose the enterprise first" },
  gtin: { zh: "GTIN-13", en: "GTIN-13" },
  categories: { zh: "商品类目", en: "Categories" },
  categoryTree: { zh: "商品类目（代码树）", en: "Commodity categories (code tree)" },
  addRoot: { zh: "新增一级类目", en: "Add a top category" },
  addChild: { zh: "新增下级", en: "Add below" },
  edit: { zh: "编辑", en: "Edit" },
  remove: { zh: "删除", en: "Delete" },
  code: { zh: "类目代码", en: "Code" },
  name: { zh: "类目名称", en: "Name" },
  parent: { zh: "上级类目", en: "Parent" },
  sort: { zh: "排序", en: "Order" },
  level: (level: number): Label => ({ zh: `${level} 级`, en: `Level ${level}` }),
  codes: (count: number): Label => ({ zh: `${count} 个编码`, en: `${count} codes` }),
  none: { zh: "（无，一级类目）", en: "(none: a top category)" },
  empty: { zh: "还没有类目", en: "No categories yet" },
  save: { zh: "保存", en: "Save" },
  saved: { zh: "类目已保存", en: "Category saved" },
  deleted: { zh: "类目已删除", en: "Category deleted" },
  confirmDelete: (name: string): Label => ({ zh: `删除类目“${name}”？`, en: `Delete the category “${name}”?` }),
} as const;
