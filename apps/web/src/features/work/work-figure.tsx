import { Card, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One count on the work bench: its label, the number with a way to open it, and an optional hint. */
export function WorkFigure({
  label,
  value,
  hint,
  link,
}: {
  label: string;
  value: number;
  hint?: string;
  link: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group justify="space-between" align="flex-end" mt={4}>
        <Text fz={28} fw={700} lh={1}>
          {value}
        </Text>
        {link}
      </Group>
      {hint === undefined ? null : (
        <Text size="xs" c="dimmed" mt={6}>
          {hint}
        </Text>
      )}
    </Card>
  );
}
