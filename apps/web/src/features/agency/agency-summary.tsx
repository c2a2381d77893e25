import { Text } from "@mantine/core";
/** One figure of an agency record's summary row: a dimmed label above the value. */
export function AgencySummary({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
