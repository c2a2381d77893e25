import { Select } from "@mantine/core";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useChannelOptions } from "../channel-options.ts";

/** A channel of the current site, or none (all channels). */
export function ChannelField({
  value,
  onChange,
  testId,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  testId: string;
}) {
  const { t } = useI18n();
  const { options, loading } = useChannelOptions();
  return (
    <Select
      label={t("staticPage.channel")}
      placeholder={t("staticPage.allChannels")}
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      searchable
      clearable
      disabled={loading}
      w={280}
      data-testid={testId}
    />
  );
}
