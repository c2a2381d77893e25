import { TEMPLATE_ITEM_KINDS, type TTemplateItemKind } from "@suyuan/contracts/trace-template/template-fields";
import { useMemo } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { UiKey } from "../i18n/ui-messages-zh.ts";

export const KIND_KEYS: Record<TTemplateItemKind, UiKey> = {
  text: "template.kind.text",
  number: "template.kind.number",
  date: "template.kind.date",
  image: "template.kind.image",
  select: "template.kind.select",
};

export function useItemKindOptions() {
  const { t } = useI18n();
  return useMemo(() => TEMPLATE_ITEM_KINDS.map((kind) => ({ value: kind, label: t(KIND_KEYS[kind]) })), [t]);
}
