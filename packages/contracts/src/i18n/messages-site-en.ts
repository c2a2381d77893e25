import type { messagesSiteZh } from "./messages-site-zh.ts";

export const messagesSiteEn: Record<keyof typeof messagesSiteZh, string> = {
  "validation.siteNameRequired": "Fill in the site name",
  "validation.domain": "Enter a valid domain name (such as www.example.gov.cn, optionally with a port)",
  "validation.accessPath":
    "An access path has 1-50 lower-case letters, digits, _ or -, and starts with a letter or digit",
  "validation.pageSuffix": "A page suffix starts with a dot, such as .html or .shtml",
  "validation.staticDir": "The static folder is a relative path of letters, digits, _, - and /",
  "validation.tplSolution": "A template solution has 1-50 letters, digits, _ or -",
  "site.domainTaken": "Another site already uses this domain",
  "validation.accessPathReserved": "This access path is an address of the admin app; choose another",
  "site.accessPathTaken": "Another site already uses this access path",
  "site.masterRequired": "One site must stay the master site: make another site the master instead",
  "site.masterNotDeletable": "The master site cannot be deleted",
  "site.inUse": "Site “{name}” still has data (channels, content or business records) and cannot be deleted",
  "validation.modelNameRequired": "Fill in the model name",
  "validation.modelPath": "A model path has 1-50 letters, digits, _ or -, and starts with a letter",
  "validation.fieldName": "A field name has 1-50 letters, digits or _, and starts with a letter",
  "validation.fieldLabelRequired": "Fill in the field label",
  "validation.fieldOptionsRequired": "Select, radio and checkbox fields need at least one option",
  "validation.fieldReserved": "This name is a built-in content field; choose another",
  "model.pathTaken": "A model of this kind already has this path",
  "model.inUse": "Model “{name}” is used by channels or content and cannot be deleted",
  "model.defaultRequired": "Each kind of model keeps one default model: make another model the default instead",
  "model.fieldTaken": "The model already has a field of this name",
  "model.builtinItem": "Built-in fields cannot be deleted; hide them from the form instead",
  "model.itemTypeLocked": "A built-in field's name and type cannot change",
};
