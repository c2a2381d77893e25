import {
  Anchor,
  Button,
  Grid,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  TypographyStylesProvider,
} from "@mantine/core";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import type { TCustomFieldValue } from "@suyuan/contracts/cms/custom-fields";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { NotFoundView } from "../../common/not-found-view.tsx";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { ContentBatchActions } from "./content-actions.tsx";
import { ContentHistory } from "./content-history.tsx";
import { ContentStatusBadge } from "./content-status-badge.tsx";

const route = getRouteApi("/_authed/content/view");

function valueText(value: TCustomFieldValue | boolean | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.join("、");
  return String(value);
}

/** One content item: its fields, body, pictures, custom fields, the actions it allows, and its history. */
export function ContentViewPage() {
  const { id } = route.useSearch();
  return id ? <ContentView key={id} id={id} /> : <NotFoundView />;
}

function ContentView({ id }: { id: number }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const view = useQuery(trpc.content.view.queryOptions({ id }));
  const items = useQuery({
    ...trpc.cmsModel.items.queryOptions({ modelId: view.data?.modelId ?? 0, displayOnly: false }),
    enabled: Boolean(view.data?.modelId),
  });

  if (view.isPending) return <Loader />;
  if (view.isError) return <QueryLoadError query={view} />;
  const content = view.data;
  const custom = (items.data ?? []).filter((item) => item.isCustom);
  const row = (label: UiKey, value: ReactNode) => (
    <Table.Tr>
      <Table.Th w={140}>{t(label)}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );

  return (
    <PageCard
      title={content.title}
      testId="content-view-page"
      actions={
        <Group gap="xs">
          <ContentBatchActions ids={[id]} status={content.status} onDone={() => void view.refetch()} />
          <Permitted perm={CONTENT_KEYS.update}>
            <Button
              variant="default"
              renderRoot={(props) => <Link {...props} to="/content/update" search={{ id }} />}
              data-testid="content-view-edit"
            >
              {t("content.edit")}
            </Button>
          </Permitted>
        </Group>
      }
    >
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack>
            <Table withTableBorder data-testid="content-view-fields">
              <Table.Tbody>
                {row("content.status", <ContentStatusBadge status={content.status} />)}
                {row("content.channel", content.channelName)}
                {row("content.type", content.typeName ?? "—")}
                {row("content.shortTitle", content.shortTitle ?? "—")}
                {row("content.author", content.author ?? "—")}
                {row("content.origin", content.origin ?? "—")}
                {row("content.description", content.description ?? "—")}
                {row("content.tags", content.tags.join("、") || "—")}
                {row("content.releaseDate", formatDateTime(content.releaseDate))}
                {row(
                  "content.topLevel",
                  content.topLevel > 0
                    ? `${content.topLevel}${content.topLevelExpiry ? ` (${formatDateTime(content.topLevelExpiry)})` : ""}`
                    : "—",
                )}
                {row("content.recommendLevel", content.recommendLevel || "—")}
                {row("content.creator", content.createdByName)}
                {custom.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Th w={140}>{item.label}</Table.Th>
                    <Table.Td data-testid={`content-attr-${item.field}`}>
                      {valueText(content.attrs[item.field])}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {content.titleImg ? (
              <Image src={content.titleImg} alt={t("content.titleImg")} maw={320} radius="sm" />
            ) : null}
            <Paper withBorder p="md" radius="md">
              <Title order={3} fz="md" mb="sm">
                {t("content.body")}
              </Title>
              {/* The body was sanitised by the server when it was saved. */}
              <TypographyStylesProvider>
                <div dangerouslySetInnerHTML={{ __html: content.txt ?? "" }} data-testid="content-view-body" />
              </TypographyStylesProvider>
            </Paper>
            {content.pictures.length > 0 ? (
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {content.pictures.map((picture) => (
                  <Stack key={picture.url} gap={4}>
                    <Image src={picture.url} alt={picture.caption ?? ""} radius="sm" />
                    <Text size="xs">{picture.caption}</Text>
                  </Stack>
                ))}
              </SimpleGrid>
            ) : null}
            {content.attachments.length > 0 ? (
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {t("content.attachments")}
                </Text>
                {content.attachments.map((file) => (
                  <Anchor key={file.path} href={file.path} size="sm">
                    {file.name}
                  </Anchor>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={3} fz="md" mb="md">
              {t("content.history")}
            </Title>
            <ContentHistory records={content.records} />
          </Paper>
        </Grid.Col>
      </Grid>
    </PageCard>
  );
}
