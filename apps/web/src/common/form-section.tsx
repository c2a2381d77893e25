import { Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled group of fields inside a form page. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }}>
      <Title order={3} fz="sm" fw={600} mb="md" c="gray.8">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
