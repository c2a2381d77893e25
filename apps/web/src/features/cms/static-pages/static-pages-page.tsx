import { Button, Checkbox, Divider, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../../lib/failure.ts";
import { fromDateParam, toDateParam } from "../../../lib/format-date.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";
import { Permitted } from "../../../permissions/permitted.tsx";
import { ConfirmButton } from "../../../common/confirm-button.tsx";
import { QueryLoadError } from "../../../common/load-error.tsx";
import { PageCard } from "../../../common/page-card.tsx";
import { ChannelField } from "./channel-field.tsx";
import { JobSection } from "./job-section.tsx";
import { pollWhileOpen, RecentJobs } from "./job-progress.tsx";
import { useQueuedOutcome } from "./use-site-jobs.ts";

const GENERATE = "/static/index" as const;

/** 静态页面: generate the home, channel and content pages, remove them, the regeneration switch, live progress. */
export function StaticPagesPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const client = useAppQueryClient();
  const progress = useQuery({
    ...trpc.static.progress.queryOptions({ limit: 10 }),
    refetchInterval: (query) => pollWhileOpen(query.state.data?.jobs),
  });
  const open = pollWhileOpen(progress.data?.jobs) !== false;
  // The page count follows the jobs while they run.
  const settings = useQuery({ ...trpc.static.getSettings.queryOptions(), refetchInterval: open ? 1_000 : false });
  const queued = useQueuedOutcome(trpc.static.pathKey(), "staticPage.queued");
  const index = useMutation(trpc.static.index.mutationOptions(queued));
  const channel = useMutation(trpc.static.channel.mutationOptions(queued));
  const content = useMutation(trpc.static.content.mutationOptions(queued));
  const remove = useMutation(trpc.static.indexRemove.mutationOptions(queued));
  const update = useMutation(
    trpc.static.updateSettings.mutationOptions({
      onSuccess: () => {
        notifySuccess(t("staticPage.saved"));
        void client.invalidateQueries({ queryKey: trpc.static.getSettings.queryKey() });
      },
      onError: (error) => void notifyFailure(error, t),
    }),
  );
  const [channelId, setChannelId] = useState<number | undefined>();
  const [containChild, setContainChild] = useState(true);
  const [contentChannelId, setContentChannelId] = useState<number | undefined>();
  const [startDate, setStartDate] = useState<string | undefined>();
  const noBase = settings.data !== undefined && settings.data.base === null;

  return (
    <PageCard title={t("staticPage.title")} hint={t("staticPage.hint")} testId="static-pages-page">
      {progress.isError ? <QueryLoadError query={progress} /> : null}
      <Stack gap="xs">
        <Title order={3} fz={16}>
          {t("staticPage.settings")}
        </Title>
        <Permitted
          perm={GENERATE}
          fallback={
            <Text size="sm">
              {settings.data?.staticPages ? "✓ " : "✗ "}
              {t("staticPage.autoSwitch")}
            </Text>
          }
        >
          <Switch
            label={t("staticPage.autoSwitch")}
            checked={settings.data?.staticPages ?? false}
            disabled={!settings.data || update.isPending}
            onChange={(event) => update.mutate({ staticPages: event.currentTarget.checked })}
            data-testid="static-auto-switch"
          />
        </Permitted>
        {settings.data ? (
          <Text size="sm" c="dimmed" data-testid="static-page-count">
            {t("staticPage.pageCount", { count: settings.data.pageCount })}
            {settings.data.base ? ` · ${t("staticPage.base", { base: settings.data.base })}` : ""}
          </Text>
        ) : null}
        {noBase ? (
          <Text size="sm" c="red">
            {t("staticPage.noBase")}
          </Text>
        ) : null}
      </Stack>
      <Permitted perm={GENERATE}>
        <Divider />
        <JobSection title={t("staticPage.home")} hint={t("staticPage.homeHint")}>
          <Button
            onClick={() => index.mutate({})}
            loading={index.isPending}
            disabled={noBase}
            data-testid="static-generate-home"
          >
            {t("staticPage.generateHome")}
          </Button>
          <Button
            variant="light"
            onClick={() => remove.mutate({ all: false })}
            loading={remove.isPending}
            data-testid="static-remove-home"
          >
            {t("staticPage.removeHome")}
          </Button>
        </JobSection>
        <Divider />
        <JobSection title={t("staticPage.channels")} hint={t("staticPage.channelsHint")}>
          <ChannelField value={channelId} onChange={setChannelId} testId="static-channel-select" />
          <Checkbox
            label={t("staticPage.containChild")}
            checked={containChild}
            onChange={(event) => setContainChild(event.currentTarget.checked)}
            mb={8}
          />
          <Button
            onClick={() => channel.mutate({ channelId, containChild })}
            loading={channel.isPending}
            disabled={noBase}
            data-testid="static-generate-channels"
          >
            {t("staticPage.generateChannels")}
          </Button>
        </JobSection>
        <Divider />
        <JobSection title={t("staticPage.contents")} hint={t("staticPage.contentsHint")}>
          <ChannelField value={contentChannelId} onChange={setContentChannelId} testId="static-content-channel" />
          <DateInput
            label={t("staticPage.startDate")}
            valueFormat="YYYY-MM-DD"
            clearable
            value={fromDateParam(startDate)}
            onChange={(next) => setStartDate(toDateParam(next ? new Date(next) : null))}
            w={180}
          />
          <Button
            onClick={() => content.mutate({ channelId: contentChannelId, startDate })}
            loading={content.isPending}
            disabled={noBase}
            data-testid="static-generate-contents"
          >
            {t("staticPage.generateContents")}
          </Button>
        </JobSection>
        <Divider />
        {/* Apart from the generating buttons, and asked again: it takes every static page down. */}
        <Paper withBorder p="md" radius="md" style={{ borderColor: "var(--mantine-color-red-3)" }}>
          <JobSection title={t("staticPage.removeAllTitle")} hint={t("staticPage.removeAllHint")}>
            <ConfirmButton
              perm={GENERATE}
              danger
              message={t("staticPage.confirmRemoveAll")}
              onConfirm={() => remove.mutate({ all: true })}
              testId="static-remove-all"
            >
              {t("staticPage.removeAll")}
            </ConfirmButton>
          </JobSection>
        </Paper>
      </Permitted>
      <Divider />
      <Title order={3} fz={16}>
        {t("staticPage.recentJobs")}
      </Title>
      {progress.data ? <RecentJobs jobs={progress.data.jobs} /> : null}
    </PageCard>
  );
}
