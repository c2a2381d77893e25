import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { UiKey } from "../i18n/ui-messages-zh.ts";
import { findRoute } from "@suyuan/contracts/permissions/route-registry";

const PUBLIC_TITLES: Record<string, UiKey> = { "/login": "login.title", "/register": "register.title" };

/** "工作台 - 溯源管理平台": the browser tab and history say where you are, in the chosen language. */
export function usePageTitle(): void {
  const { t, locale } = useI18n();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const entry = findRoute(pathname);
    const publicKey = PUBLIC_TITLES[pathname];
    const page = entry ? (locale === "en" ? entry.en : entry.zh) : publicKey ? t(publicKey) : null;
    document.title = page ? `${page} - ${t("app.name")}` : t("app.name");
  }, [pathname, locale, t]);
}
