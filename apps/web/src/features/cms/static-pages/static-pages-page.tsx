import { Button, Checkbox, Divider, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import { toAppFailure } from "../../../lib/app-error.ts";
import { failureText, notifyFailure } from "../../../lib/failure.ts";
import { fromDateParam, toDateParam } from "../../../lib/format-date.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";
import { Permitted } from "../../../permissions/permitted.tsx";
import { fill } from "../../../common/cms-texts.ts";
import { ConfirmButton } from "../../../common/confirm-button.tsx";
import { LoadError } from "../../../common/load-error.tsx";
import { PageCard } from "../../../common/page-card.tsx";
import { ChannelField } from "./channel-field.tsx";
import { JobSection } from "./job-section.tsx";
import { pollWhileOpen, RecentJobs } from "./job-progress.tsx";
import { STATIC_TEXTS as T } from "./static-texts.ts";
import { useQueuedOutcome } from "./use-site-jobs.ts";

const GENERATE = "/static/index" as const;

/** 静态页面: generate the home, channel and content pages, remove them, the regeneration switch, live progress. */
export function StaticPagesPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const client = useAppQueryClient();
  const progress = useQuery({
    ...trpc.static.progress.queryOptions({ limit: 10 }),
    refetchInterval: (query) => pollWhileOpen(query.state.data?.jobs),
  });
  const open = pollWhileOpen(progress.data?.jobs) !== false;
  // The page count follows the jobs while they run.
  const settings = useQuery({ ...trpc.static.getSettings.queryOptions(), refetchInterval: open ? 1_000 : false });
  const queued = useQueuedOutcome(trpc.static.pathKey(), T.queued);
  const index = useMutation(trpc.static.index.mutationOptions(queued));
  const channel = useMutation(trpc.static.channel.mutationOptions(queued));
  const content = useMutation(trpc.static.content.mutationOptions(queued));
  const remove = useMutation(trpc.static.indexRemove.mutationOptions(queued));
  const update = useMutation(
    trpc.static.updateSettings.mutationOptions({
      onSuccess: () => {
        notifySuccess(pick(T.saved, locale));
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
    <PageCard title={pick(T.title, locale)} hint={pick(T.hint, locale)} testId="static-pages-page">
      {progress.isError ? (
        <LoadError message={failureText(toAppFailure(progress.error), t)} onRetry={() => void progress.refetch()} />
      ) : null}
      <Stack gap="xs">
        <Title order={3} fz={16}>
          {pick(T.settings, locale)}
        </Title>
        <Permitted
          perm={GENERATE}
          fallback={
            <Text size="sm">
              {settings.data?.staticPages ? "✓ " : "✗ "}
              {pick(T.autoSwitch, locale)}
            </Text>
          }
        >
          <Switch
            label={pick(T.autoSwitch, locale)}
            checked={settings.data?.staticPages ?? false}
            disabled={!settings.data || update.isPending}
            onChange={(event) => update.mutate({ staticPages: event.currentTarget.checked })}
            data-testid="static-auto-switch"
          />
        </Permitted>
        {settings.data ? (
          <Text size="sm" c="dimmed" data-testid="static-page-count">
            {fill(pick(T.pageCount, locale), { count: settings.data.pageCount })}
            {settings.data.base ? ` · ${fill(pick(T.base, locale), { base: settings.data.base })}` : ""}
          </Text>
        ) : null}
        {noBase ? (
          <Text size="sm" c="red">
            {pick(T.noBase, locale)}
          </Text>
        ) : null}
      </Stack>
      <Permitted perm={GENERATE}>
        <Divider />
        <JobSection title={pick(T.home, locale)} hint={pick(T.homeHint, locale)}>
          <Button
            onClick={() => index.mutate({})}
            loading={index.isPending}
            disabled={noBase}
            data-testid="static-generate-home"
          >
            {pick(T.generateHome, locale)}
          </Button>
          <Button
            variant="light"
            onClick={() => remove.mutate({ all: false })}
            loading={remove.isPending}
            data-testid="static-remove-home"
          >
            {pick(T.removeHome, locale)}
          </Button>
        </JobSection>
        <Divider />
        <JobSection title={pick(T.channels, locale)} hint={pick(T.channelsHint, locale)}>
          <ChannelField value={channelId} onChange={setChannelId} testId="static-channel-select" />
          <Checkbox
            label={pick(T.containChild, locale)}
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
            {pick(T.generateChannels, locale)}
          </Button>
        </JobSection>
        <Divider />
        <JobSection title={pick(T.contents, locale)} hint={pick(T.contentsHint, locale)}>
          <ChannelField value={contentChannelId} onChange={setContentChannelId} testId="static-content-channel" />
          <DateInput
            label={pick(T.startDate, locale)}
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
            {pick(T.generateContents, locale)}
          </Button>
        </JobSection>
        <Divider />
        {/* Apart from the generating buttons, and asked again: it takes every static page down. */}
        <Paper withBorder p="md" radius="md" style={{ borderColor: "var(--mantine-color-red-3)" }}>
          <JobSection title={pick(T.removeAllTitle, locale)} hint={pick(T.removeAllHint, locale)}>
            <ConfirmButton
              perm={GENERATE}
              danger
              message={pick(T.confirmRemoveAll, locale)}
              onConfirm={() => remove.mutate({ all: true })}
              testId="static-remove-all"
            >
              {pick(T.removeAll, locale)}
            </ConfirmButton>
          </JobSection>
        </Paper>
      </Permitted>
      <Divider />
      <Title order={3} fz={16}>
        {pick(T.recentJobs, locale)}
      </Title>
      {progress.data ? <RecentJobs jobs={progress.data.jobs} /> : null}
    </PageCard>
  );
}
