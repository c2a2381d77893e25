import { Center, Loader, Stack, Text } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context.tsx";

export function PagePending({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useI18n();
  return (
    <Center h={fullScreen ? "100dvh" : 320} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader type="dots" size="lg" />
        <Text c="dimmed" size="sm">
          {t("app.loading")}
        </Text>
      </Stack>
    </Center>
  );
}
