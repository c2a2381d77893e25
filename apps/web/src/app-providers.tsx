import { MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { useI18n } from "./i18n/i18n-context.tsx";
import { theme } from "./lib/theme.ts";

const DATES_LOCALE = { zh: "zh-cn", en: "en" } as const;

/** Mantine, dates and toasts, all following the chosen language (modals: features/common/app-modals.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: DATES_LOCALE[locale], firstDayOfWeek: locale === "zh" ? 1 : 0 }}>
        <Notifications position="top-center" limit={3} zIndex={1000} />
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}
