import "../../styles/app-styles.ts";
import { AppShell } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Outlet, useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { findRoute } from "@suyuan/contracts/permissions/route-registry";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { AppModals } from "../../common/app-modals.tsx";
import { usePageTitle } from "../../navigation/use-page-title.ts";
import { menuQueryOptions } from "../../lib/menu-query.ts";
import { useMe } from "../../lib/use-me.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { serverMenu, userMenu, withoutOwnRecordPages } from "../../navigation/menu-tree.ts";
import { PermsProvider } from "../../permissions/perms-context.tsx";
import { AppBreadcrumbs } from "./app-breadcrumbs.tsx";
import { AppHeader } from "./app-header.tsx";
import { BackToTop } from "./back-to-top.tsx";
import { PasswordPanel } from "./password-panel.tsx";
import { SideMenu } from "./side-menu.tsx";

/** Spec section 9: menu 220 px open, 50 px collapsed; collapses by itself under 1200 px. */
const MENU_WIDTH = { open: 220, collapsed: 50 } as const;
const NARROW_QUERY = "(max-width: 1199px)";

/** A signed-in page's name, from the route registry. */
function registryPageName(pathname: string, locale: Locale): string | null {
  const entry = findRoute(pathname);
  return entry ? (locale === "en" ? entry.en : entry.zh) : null;
}

export function AppLayout() {
  usePageTitle(registryPageName);
  const { t } = useI18n();
  const me = useMe();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Read synchronously so a narrow window never flashes the open menu first.
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  // The user's own choice wins until the window crosses the 1200 px line again.
  const [manualCollapsed, setManualCollapsed] = useState<boolean | null>(null);
  const [passwordOpened, setPasswordOpened] = useState(false);

  useEffect(() => setManualCollapsed(null), [narrow]);
  // Spec section 4: the password panel closes on leaving the route.
  useEffect(() => setPasswordOpened(false), [pathname]);

  const collapsed = manualCollapsed ?? narrow;
  const trpc = useTrpc();
  // Loaded by the layout guard; should it fail, the registry's own names keep the app usable.
  const menuNodes = useQuery(menuQueryOptions(trpc));
  const menu = useMemo(() => {
    const hasPage = (path: string) => path in router.routesByPath;
    const nodes = menuNodes.data
      ? serverMenu(menuNodes.data, me.perms, hasPage)
      : menuNodes.isError
        ? userMenu(me.perms, hasPage)
        : [];
    return withoutOwnRecordPages(nodes, me.enterpriseId !== null);
  }, [menuNodes.data, menuNodes.isError, me.perms, me.enterpriseId, router]);

  return (
    <AppModals>
      <PermsProvider perms={me.perms}>
        <AppShell
          header={{ height: 56 }}
          navbar={{ width: collapsed ? MENU_WIDTH.collapsed : MENU_WIDTH.open, breakpoint: 0 }}
          padding={{ base: "sm", sm: "lg" }}
          styles={{
            main: { background: "var(--mantine-color-gray-0)", minHeight: "100dvh" },
            navbar: { transition: "width 200ms ease", borderRight: "none" },
            header: { boxShadow: "0 1px 4px rgba(16, 40, 26, 0.08)" },
          }}
        >
          <AppShell.Header>
            <AppHeader
              collapsed={collapsed}
              onToggleMenu={() => setManualCollapsed(!collapsed)}
              passwordOpened={passwordOpened}
              onTogglePassword={() => setPasswordOpened((opened) => !opened)}
            />
          </AppShell.Header>
          <AppShell.Navbar
            aria-label={t("layout.mainNav")}
            data-collapsed={collapsed || undefined}
            data-testid="side-menu"
          >
            <SideMenu collapsed={collapsed} menu={menu} />
          </AppShell.Navbar>
          <AppShell.Main>
            <AppBreadcrumbs />
            <Outlet />
          </AppShell.Main>
          <PasswordPanel opened={passwordOpened} onClose={() => setPasswordOpened(false)} />
          <BackToTop />
        </AppShell>
      </PermsProvider>
    </AppModals>
  );
}
