import { Text } from "@mantine/core";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import { EMPTY, formatMoney } from "../../kit/resource-format.tsx";

/** An amount in yuan, or the empty mark when there is none yet. */
export function yuanOrEmpty(value: number | null, locale: Locale): string {
  return value === null ? EMPTY : `${formatMoney(value, locale)} 元`;
}

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
