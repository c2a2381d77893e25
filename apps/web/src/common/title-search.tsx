import { Button, Group, TextInput } from "@mantine/core";
import { useState } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";

/**
 * The one text search beside a list's tabs (messages, shares): the text is applied to the address
 * on 查询 or Enter, blank meaning no filter. Lists with several filters use FilterBar instead.
 */
export function TitleSearch({
  value,
  label,
  onSearch,
  labelled = false,
}: {
  /** The applied text (from the address): the field starts from it. */
  value: string | undefined;
  label: string;
  onSearch: (text: string | undefined) => void;
  /** Show the label above the field (else it is the placeholder). */
  labelled?: boolean;
}) {
  const { t } = useI18n();
  const [text, setText] = useState(value ?? "");
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          label={labelled ? label : undefined}
          placeholder={labelled ? undefined : label}
          aria-label={label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          w={220}
        />
        <Button type="submit" variant="light">
          {t("common.search")}
        </Button>
      </Group>
    </form>
  );
}
