import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { UiKey } from "../i18n/ui-messages-zh.ts";
import type { Locale } from "@suyuan/contracts/i18n/translate";

const PUBLIC_TITLES: Record<string, UiKey> = { "/login": "login.title", "/register": "register.title" };

/** A page's name in the locale, or null for "the app's name only". */
export type PageName = (pathname: string, locale: Locale) => string | null;

/**
 * "工作台 - 溯源管理平台": the browser tab and history say where you are, in the chosen language.
 * The root names the pages outside the signed-in area; the signed-in layout names its pages from the
 * route registry (app-layout.tsx), which the sign-in page therefore does not load. Each only sets
 * the title of its own paths, as React runs the layout's effect before the root's.
 */
export function usePageTitle(pageName: PageName | "public"): void {
  const { t, locale } = useI18n();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const publicKey = PUBLIC_TITLES[pathname];
    if (pageName === "public") {
      if (publicKey) document.title = `${t(publicKey)} - ${t("app.name")}`;
      return;
    }
    if (publicKey) return;
    const page = pageName(pathname, locale);
    document.title = page ? `${page} - ${t("app.name")}` : t("app.name");
  }, [pageName, pathname, locale, t]);
}
