import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One kind of job on the static pages page: its title, what it does, and its fields and buttons. */
export function JobSection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz={16}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      <Group gap="sm" align="end">
        {children}
      </Group>
    </Stack>
  );
}
