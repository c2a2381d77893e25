import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export type StatusResultProps = {
  /** Big muted code such as 404 or 403. */
  code: string;
  title: string;
  description: string;
  illustration?: ReactNode;
  action?: ReactNode;
};

/** A centred result state for error and empty pages (404, 403, load failures). */
export function StatusResult({ code, title, description, illustration, action }: StatusResultProps) {
  return (
    <Stack align="center" justify="center" gap="sm" py={48} px="md" ta="center" role="status">
      {illustration}
      <Text fz={{ base: 64, sm: 88 }} fw={800} lh={1} c="brand.1" style={{ letterSpacing: 4 }} aria-hidden>
        {code}
      </Text>
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {description}
      </Text>
      {action ? <div style={{ marginTop: 12 }}>{action}</div> : null}
    </Stack>
  );
}
