import { MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { useI18n } from "./i18n/i18n-context.tsx";
import { theme } from "./lib/theme.ts";

const DATES_LOCALE = { zh: "zh-cn", en: "en" } as const;

/** Mantine, dates, modals and toasts, all following the chosen language. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { locale, t } = useI18n();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: DATES_LOCALE[locale], firstDayOfWeek: locale === "zh" ? 1 : 0 }}>
        <ModalsProvider labels={{ confirm: t("common.ok"), cancel: t("common.cancel") }}>
          <Notifications position="top-center" limit={3} zIndex={1000} />
          {children}
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
