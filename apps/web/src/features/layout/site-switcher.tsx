import { Button, Menu, Text } from "@mantine/core";
import { IconCheck, IconChevronDown, IconWorld } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { LOCAL_KEYS, writeLocal } from "../../lib/local-keys.ts";
import { notifyError } from "../../lib/notify.ts";
import { useMe } from "../../lib/use-me.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

/**
 * Spec section 4: switching stores the site id and reloads on /project/list. That page belongs to
 * a later issue; until it exists the reload lands on the work bench instead of a 404.
 */
const SITE_HOME = "/project/list";

export function SiteSwitcher({ compact }: { compact: boolean }) {
  const { t } = useI18n();
  const me = useMe();
  const trpc = useTrpc();
  const router = useRouter();
  const switchSite = useMutation(trpc.auth.switchSite.mutationOptions());
  const current = me.sites.find((site) => site.id === me.siteId);
  const name = current?.name ?? t("layout.noSite");

  async function choose(siteId: number) {
    if (siteId === me.siteId) return;
    try {
      const result = await switchSite.mutateAsync({ siteId });
      writeLocal(LOCAL_KEYS.siteId, String(result.siteId));
      const target = SITE_HOME in router.routesByPath ? SITE_HOME : "/";
      // A full reload drops every cached answer of the previous site at once.
      window.location.assign(target);
    } catch (error) {
      const failure = toAppFailure(error);
      notifyError(failure.network ? t("error.network") : failure.message);
    }
  }

  return (
    <Menu position="bottom-end" shadow="md" withinPortal disabled={me.sites.length === 0}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          px={8}
          loading={switchSite.isPending}
          aria-label={`${t("layout.site")}: ${name}`}
          leftSection={<IconWorld size={18} stroke={1.6} />}
          rightSection={compact ? null : <IconChevronDown size={14} />}
          data-testid="site-switcher"
        >
          {compact ? null : (
            <Text span size="sm" fw={500} maw={180} truncate>
              {name}
            </Text>
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("layout.switchSite")}</Menu.Label>
        {me.sites.map((site) => (
          <Menu.Item
            key={site.id}
            onClick={() => void choose(site.id)}
            rightSection={site.id === me.siteId ? <IconCheck size={14} /> : null}
            aria-current={site.id === me.siteId || undefined}
          >
            {site.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
