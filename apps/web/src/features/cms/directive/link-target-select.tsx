import { Select } from "@mantine/core";
import { useI18n } from "../../../i18n/i18n-context.tsx";

type Target = "_self" | "_blank";

/** Where the tag's links open. */
export function LinkTargetSelect({ value, onChange }: { value: Target; onChange: (value: Target) => void }) {
  const { t } = useI18n();
  return (
    <Select
      label={t("directive.target")}
      value={value}
      onChange={(next) => onChange(next === "_blank" ? "_blank" : "_self")}
      allowDeselect={false}
      data={[
        { value: "_self", label: t("directive.targetSelf") },
        { value: "_blank", label: t("directive.targetBlank") },
      ]}
    />
  );
}
