import {
  ZTemplateStageFields,
  type TTemplateItemKind,
  type TTemplateStageDetail,
  type TTemplateStageFields,
} from "@suyuan/contracts/trace-template/template-fields";
import {
  traceTemplateResource,
  type TTemplateDetail,
  type TTemplateFields,
} from "@suyuan/contracts/trace-template/trace-template-resource";
import type { ValidationResult } from "../../lib/use-form-state.ts";

/** An item as the editor holds it; `key` keeps React rows stable while items move. */
export type ItemDraft = {
  key: string;
  id: number | null;
  name: string;
  kind: TTemplateItemKind | null;
  unit: string;
  options: string[];
  required: boolean;
  sort: string;
  inUse: boolean;
};

export type StageDraft = {
  key: string;
  id: number | null;
  name: string;
  sort: string;
  inUse: boolean;
  items: ItemDraft[];
};

export type TemplateFormValues = {
  enterpriseId: string | null;
  name: string;
  goodsClassId: string | null;
  goodsId: string | null;
  enabled: boolean;
  description: string;
  stages: StageDraft[];
};

let nextKey = 0;
const newKey = () => `k${++nextKey}`;

const nextSort = (rows: readonly { sort: string }[]) =>
  String(rows.reduce((max, row) => Math.max(max, Number(row.sort) || 0), 0) + 1);

export function newItem(items: readonly ItemDraft[]): ItemDraft {
  return {
    key: newKey(),
    id: null,
    name: "",
    kind: "text",
    unit: "",
    options: [],
    required: false,
    sort: nextSort(items),
    inUse: false,
  };
}

export function newStage(stages: readonly { sort: string }[], name = ""): StageDraft {
  return { key: newKey(), id: null, name, sort: nextSort(stages), inUse: false, items: [] };
}

export function stageDraftOf(stage: TTemplateStageDetail): StageDraft {
  return {
    key: newKey(),
    id: stage.id,
    name: stage.name,
    sort: String(stage.sort),
    inUse: stage.inUse,
    items: stage.items.map((item) => ({
      key: newKey(),
      id: item.id,
      name: item.name,
      kind: item.kind,
      unit: item.unit ?? "",
      options: item.options,
      required: item.required,
      sort: String(item.sort),
      inUse: item.inUse,
    })),
  };
}

/** The usual stages of a farm product, to start a new template from. */
export function emptyTemplateValues(stageNames: string[]): TemplateFormValues {
  const stages: StageDraft[] = [];
  for (const name of stageNames) stages.push(newStage(stages, name));
  return { enterpriseId: null, name: "", goodsClassId: null, goodsId: null, enabled: true, description: "", stages };
}

export function valuesFromTemplate(template: TTemplateDetail): TemplateFormValues {
  return {
    enterpriseId: template.enterprise ? String(template.enterprise.id) : null,
    name: template.name,
    goodsClassId: template.goodsClass ? String(template.goodsClass.id) : null,
    goodsId: template.goods ? String(template.goods.id) : null,
    enabled: template.enabled,
    description: template.description ?? "",
    stages: template.stages.map(stageDraftOf),
  };
}

const sortOf = (text: string) => (text.trim() === "" ? undefined : Number(text));
const idOrNull = (value: string | null) => (value ? Number(value) : null);

function stageInput(stage: StageDraft) {
  return {
    id: stage.id,
    name: stage.name,
    sort: sortOf(stage.sort),
    items: stage.items.map((item) => ({
      id: item.id,
      name: item.name,
      kind: item.kind ?? undefined,
      unit: item.unit,
      options: item.options,
      required: item.required,
      sort: sortOf(item.sort),
    })),
  };
}

/** Every issue by its full path ("stages.1.items.0.sort"), first message per path. */
function errorsByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "_form";
    errors[path] ??= issue.message;
  }
  return errors;
}

export function checkTemplateForm(values: TemplateFormValues): ValidationResult<TTemplateFields> {
  const result = traceTemplateResource.schemas.fields.safeParse({
    enterpriseId: idOrNull(values.enterpriseId),
    name: values.name,
    goodsClassId: idOrNull(values.goodsClassId),
    goodsId: idOrNull(values.goodsId),
    enabled: values.enabled,
    description: values.description,
    stages: values.stages.map(stageInput),
  });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: errorsByPath(result.error.issues) };
}

export function checkStageForm(stage: StageDraft): ValidationResult<TTemplateStageFields> {
  const result = ZTemplateStageFields.safeParse(stageInput(stage));
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: errorsByPath(result.error.issues) };
}

/** The server's field messages by full path (the first of each), as the editors show them. */
export function pathErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) if (messages[0]) errors[path] = messages[0];
  return errors;
}
