import { Button, Group, Paper } from "@mantine/core";
import { IconRefresh, IconSearch } from "@tabler/icons-react";
import type { FormEvent, ReactNode } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";

/** The search form above a list: fields, then 查询 and 重置. Enter in any field searches. */
export function FilterBar({
  children,
  onSearch,
  onReset,
}: {
  children: ReactNode;
  onSearch: () => void;
  onReset: () => void;
}) {
  const { t } = useI18n();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Paper component="form" role="search" onSubmit={submit} bg="gray.0" p="sm" radius="md" noValidate>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
        <Group gap="xs" wrap="nowrap">
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {t("common.search")}
          </Button>
          <Button type="button" variant="default" leftSection={<IconRefresh size={16} />} onClick={onReset}>
            {t("common.reset")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** Common width of filter fields so the bar lines up. */
export const FILTER_WIDTH = 180;
