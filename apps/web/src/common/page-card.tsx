import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The frame of every system page: a title with a one-line hint, actions on the right, then content. */
export function PageCard({
  title,
  hint,
  actions,
  children,
  testId,
}: {
  title: string;
  hint?: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      radius="md"
      p={{ base: "md", sm: "lg" }}
      withBorder
      style={{ borderColor: "var(--mantine-color-gray-2)" }}
      data-testid={testId}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} fz={20}>
              {title}
            </Title>
            {hint ? (
              <Text size="sm" c="dimmed" mt={4}>
                {hint}
              </Text>
            ) : null}
          </div>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
