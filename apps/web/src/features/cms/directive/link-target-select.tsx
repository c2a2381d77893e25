import { Select } from "@mantine/core";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import { DIRECTIVE_TEXTS as T } from "./directive-texts.ts";

type Target = "_self" | "_blank";

/** Where the tag's links open. */
export function LinkTargetSelect({ value, onChange }: { value: Target; onChange: (value: Target) => void }) {
  const { locale } = useI18n();
  return (
    <Select
      label={pick(T.target, locale)}
      value={value}
      onChange={(next) => onChange(next === "_blank" ? "_blank" : "_self")}
      allowDeselect={false}
      data={[
        { value: "_self", label: pick(T.targetSelf, locale) },
        { value: "_blank", label: pick(T.targetBlank, locale) },
      ]}
    />
  );
}
