import { ModalsProvider } from "@mantine/modals";
import type { ReactNode } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";

/**
 * Mantine's modals (confirmations, the register page's notice) with the chosen language's buttons.
 * Mounted by the signed-in layout and the register page rather than at the root: Modal brings its
 * scroll area and positioning library, which the sign-in page never shows.
 */
export function AppModals({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return <ModalsProvider labels={{ confirm: t("common.ok"), cancel: t("common.cancel") }}>{children}</ModalsProvider>;
}
