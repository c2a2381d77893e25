import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { Link, useRouter, useRouterState } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { asAppPath } from "../../navigation/app-path.ts";
import { findGroup, findRoute, OWN_RECORD_PAGES } from "@suyuan/contracts/permissions/route-registry";

type Crumb = { label: string; to?: string };

/** Home › group › list page › current page, all derived from the route registry. */
export function AppBreadcrumbs() {
  const { t, locale } = useI18n();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hasRecordId = useRouterState({ select: (state) => "id" in (state.location.search as object) });
  const router = useRouter();
  const label = (entry: { zh: string; en: string }) => (locale === "en" ? entry.en : entry.zh);

  const crumbs: Crumb[] = [{ label: t("layout.breadcrumbHome"), to: "/" }];
  const entry = findRoute(pathname);
  if (entry) {
    const group = entry.group ? findGroup(entry.group) : undefined;
    if (group) crumbs.push({ label: label(group) });
    const parentPath = entry.parent ?? (hasRecordId ? OWN_RECORD_PAGES[entry.path] : undefined);
    const parent = parentPath ? findRoute(parentPath) : undefined;
    // Link the list page only when it has a page of its own.
    if (parent) crumbs.push({ label: label(parent), to: parent.path in router.routesByPath ? parent.path : undefined });
    crumbs.push({ label: label(entry) });
  }
  // A list named like its group (内容管理 in 内容管理) is named once: the crumb that links.
  const shown = crumbs.filter((crumb, index) => crumbs[index + 1]?.label !== crumb.label || crumb.to !== undefined);

  return (
    <nav aria-label={t("layout.breadcrumbs")}>
      <Breadcrumbs separatorMargin={6} mb="md" style={{ flexWrap: "wrap" }}>
        {shown.map((crumb, index) => {
          const last = index === shown.length - 1;
          if (crumb.to && !last) {
            return (
              <Anchor key={index} component={Link} to={asAppPath(crumb.to)} size="sm" c="dimmed">
                {crumb.label}
              </Anchor>
            );
          }
          return (
            <Text
              key={index}
              size="sm"
              c={last ? undefined : "dimmed"}
              fw={last ? 500 : undefined}
              aria-current={last ? "page" : undefined}
            >
              {crumb.label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
