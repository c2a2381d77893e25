import { Text, Tooltip } from "@mantine/core";
import { clientAgentLabel, type TClientAgent } from "@suyuan/contracts/log/client-agent";
import { useI18n } from "../i18n/i18n-context.tsx";

/**
 * A user agent as people read it ("Chrome 120 · Windows 10 · 桌面"), the full string on hover;
 * the scan records and the login log show it.
 */
export function ClientAgentText({ agent, userAgent }: { agent: TClientAgent | null; userAgent: string | null }) {
  const { locale } = useI18n();
  if (!userAgent)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Tooltip label={userAgent} multiline w={360} withArrow>
      <Text size="sm" lineClamp={1}>
        {agent ? clientAgentLabel(agent, locale) : userAgent}
      </Text>
    </Tooltip>
  );
}
