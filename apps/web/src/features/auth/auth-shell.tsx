import { Group, Stack, Text, Title } from "@mantine/core";
import { BrandMark } from "@suyuan/ui/brand-mark";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import classes from "./auth-shell.module.css";
import { LanguageSwitch } from "./language-switch.tsx";
import { LoginSlides } from "./login-slides.tsx";

type Props = { title: string; subtitle: string; children: ReactNode; footer: ReactNode };

/** Frame shared by /login and /register: illustration on wide screens, the form panel always. */
export function AuthShell({ title, subtitle, children, footer }: Props) {
  const { t } = useI18n();
  return (
    <div className={classes.root}>
      <div className={classes.art}>
        <LoginSlides />
      </div>
      <main className={classes.panel}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={10} wrap="nowrap">
            <BrandMark size={34} />
            <Text fw={700} fz="lg" c="brand.9">
              {t("app.name")}
            </Text>
          </Group>
          <LanguageSwitch />
        </Group>
        <div className={classes.card}>
          <Stack gap={4} mb={28}>
            <Title order={1} fz={28}>
              {title}
            </Title>
            <Text c="dimmed">{subtitle}</Text>
          </Stack>
          {children}
          <Text size="sm" c="dimmed" ta="center" mt="lg">
            {footer}
          </Text>
        </div>
        <Text size="xs" c="dimmed" ta="center">
          {t("app.slogan")}
        </Text>
      </main>
    </div>
  );
}
