import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/** A copy button for a tag's text (the list's rows and the wizard's preview). */
export function CopyCodeButton({ code, target }: { code: string; target?: string }) {
  const { t } = useI18n();
  return (
    <CopyButton value={code} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={t(copied ? "directive.copied" : "directive.copyCode")} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? "teal" : "gray"}
            onClick={copy}
            aria-label={target ? `${t("directive.copy")} ${target}` : t("directive.copyCode")}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** The generated tag, as it will be pasted: monospace, kept as is, with its copy button. */
export function DirectiveCodeBlock({ code }: { code: string }) {
  const { t } = useI18n();
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t("directive.generated")}
        </Text>
        <CopyCodeButton code={code} />
      </Group>
      <Code block data-testid="directive-code" style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
        {code}
      </Code>
    </Stack>
  );
}
