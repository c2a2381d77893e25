import { ActionIcon, Group, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconKey, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from "@tabler/icons-react";
import { BrandMark } from "@suyuan/ui/brand-mark";
import { Link } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useMe } from "../../lib/use-me.ts";
import { LanguageMenu } from "./language-menu.tsx";
import { SiteSwitcher } from "./site-switcher.tsx";
import { useLogout } from "./use-logout.tsx";

type Props = {
  collapsed: boolean;
  onToggleMenu: () => void;
  passwordOpened: boolean;
  onTogglePassword: () => void;
};

export function AppHeader({ collapsed, onToggleMenu, passwordOpened, onTogglePassword }: Props) {
  const { t } = useI18n();
  const me = useMe();
  const confirmLogout = useLogout();
  const compact = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false }) ?? false;
  const displayName = me.user.username;
  const toggleLabel = collapsed ? t("layout.expandMenu") : t("layout.collapseMenu");

  return (
    <Group h="100%" px={{ base: 8, sm: "md" }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={compact ? 4 : "sm"} wrap="nowrap" style={{ minWidth: 0 }}>
        <Tooltip label={toggleLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleMenu}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand size={22} stroke={1.6} />
            ) : (
              <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} />
            )}
          </ActionIcon>
        </Tooltip>
        <UnstyledButton component={Link} to="/" aria-label={t("app.name")}>
          <Group gap={8} wrap="nowrap">
            <BrandMark size={28} />
            <Text fw={700} c="brand.9" visibleFrom="sm" style={{ whiteSpace: "nowrap" }}>
              {t("app.name")}
            </Text>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap={compact ? 2 : 6} wrap="nowrap" style={{ minWidth: 0 }}>
        <SiteSwitcher compact={compact} />
        <Text size="sm" truncate maw={{ base: 96, sm: 220 }} px={4} data-testid="greeting">
          {t("layout.greeting", { name: displayName })}
        </Text>
        <LanguageMenu compact={compact} />
        <Tooltip label={t("layout.changePassword")}>
          <ActionIcon
            variant={passwordOpened ? "light" : "subtle"}
            color={passwordOpened ? "brand" : "gray"}
            size="lg"
            onClick={onTogglePassword}
            aria-label={t("layout.changePassword")}
            aria-pressed={passwordOpened}
          >
            <IconKey size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t("layout.logout")}>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={confirmLogout} aria-label={t("layout.logout")}>
            <IconLogout size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
