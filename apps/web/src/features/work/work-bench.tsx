import { Anchor, Card, Grid, Group, Paper, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalendar, IconShieldCheck, IconWorld } from "@tabler/icons-react";
import { Link, useRouter } from "@tanstack/react-router";
import dayjs from "dayjs";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useMe } from "../../lib/use-me.ts";
import { asAppPath } from "../../navigation/app-path.ts";
import { GROUP_ICONS } from "../../navigation/menu-icons.tsx";
import { ReviewQueueCard } from "./review-queue-card.tsx";
import { LowStockCard } from "./low-stock-card.tsx";
import { permittedAreas, permittedRouteCount } from "./permitted-areas.ts";
import { StationTodayCard } from "./station-today-card.tsx";
import { TrafficTodayCard } from "./traffic-today-card.tsx";
import { WorkSummary } from "./work-summary.tsx";

const DATE_FORMAT = { zh: "YYYY年M月D日 dddd", en: "dddd, MMMM D, YYYY" } as const;

/** The landing page after login: who you are, where you work, and which areas you may use. */
export function WorkBench() {
  const { t, locale } = useI18n();
  const me = useMe();
  const router = useRouter();
  const name = me.user.realName || me.user.username;
  const site = me.sites.find((candidate) => candidate.id === me.siteId);
  const areas = permittedAreas(me.perms);
  const label = (entry: { zh: string; en: string }) => (locale === "en" ? entry.en : entry.zh);

  return (
    <Stack gap="lg">
      <Paper
        radius="lg"
        p={{ base: "md", sm: "xl" }}
        style={{ background: "linear-gradient(120deg, #1f6b43 0%, #2f8f51 60%, #4db36f 100%)", color: "#fff" }}
      >
        <Title order={1} fz={{ base: 20, sm: 26 }} fw={600}>
          {t("work.greeting", { name })}
        </Title>
        <Group gap="lg" mt="sm" style={{ opacity: 0.92 }}>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} />
            <Text size="sm">{t("work.today", { date: dayjs().format(DATE_FORMAT[locale]) })}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconWorld size={16} />
            <Text size="sm">{t("work.site", { site: site?.name ?? t("layout.noSite") })}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconShieldCheck size={16} />
            <Text size="sm">
              {me.perms === "*" ? t("work.scopeAll") : t("work.scopeSome", { count: permittedRouteCount(me.perms) })}
            </Text>
          </Group>
        </Group>
      </Paper>

      <WorkSummary />

      <StationTodayCard />

      <LowStockCard />

      <ReviewQueueCard />

      <TrafficTodayCard />

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <div>
              <Title order={2} fz="lg">
                {t("work.areas")}
              </Title>
              <Text size="sm" c="dimmed">
                {t("work.areasHint")}
              </Text>
            </div>
            {areas.length === 0 ? (
              <Paper withBorder p="lg" radius="md">
                <Text c="dimmed">{t("work.noAreas")}</Text>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="work-areas">
                {areas.map(({ group, entries }) => {
                  const Icon = GROUP_ICONS[group.icon];
                  return (
                    <Card key={group.id} withBorder radius="md" padding="md">
                      <Group gap="sm" wrap="nowrap" mb="xs">
                        <ThemeIcon variant="light" size={36} radius="md" style={{ flexShrink: 0 }}>
                          <Icon size={20} stroke={1.6} />
                        </ThemeIcon>
                        <Text fw={600} lh={1.3} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                          {label(group)}
                        </Text>
                      </Group>
                      <Group gap={6} style={{ columnGap: 12 }}>
                        {entries.map((entry) =>
                          entry.path in router.routesByPath ? (
                            <Anchor key={entry.path} component={Link} to={asAppPath(entry.path)} size="sm">
                              {label(entry)}
                            </Anchor>
                          ) : (
                            <Text key={entry.path} size="sm" c="dimmed">
                              {label(entry)}
                            </Text>
                          ),
                        )}
                      </Group>
                    </Card>
                  );
                })}
              </SimpleGrid>
            )}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t("work.account")}
            </Title>
            <Paper withBorder radius="md" p="xs">
              <Table verticalSpacing="sm" horizontalSpacing="sm">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w={110} c="dimmed" fw={400}>
                      {t("work.accountName")}
                    </Table.Th>
                    <Table.Td>{me.user.username}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th c="dimmed" fw={400}>
                      {t("work.realName")}
                    </Table.Th>
                    <Table.Td>{me.user.realName ?? "—"}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th c="dimmed" fw={400}>
                      {t("layout.site")}
                    </Table.Th>
                    <Table.Td>{site?.name ?? t("layout.noSite")}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th c="dimmed" fw={400}>
                      {t("work.masterSite")}
                    </Table.Th>
                    <Table.Td>{me.isMasterSite ? t("work.yes") : t("work.no")}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
