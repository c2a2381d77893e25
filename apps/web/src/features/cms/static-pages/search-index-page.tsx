import { Button, Group, Stack } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useTrpc } from "../../../lib/use-trpc.ts";
import { Permitted } from "../../../permissions/permitted.tsx";
import { QueryLoadError } from "../../../common/load-error.tsx";
import { PageCard } from "../../../common/page-card.tsx";
import { ChannelField } from "./channel-field.tsx";
import { pollWhileOpen, RecentJobs } from "./job-progress.tsx";
import { useQueuedOutcome } from "./use-site-jobs.ts";

/** 全文检索: rebuilds the search index of the site or a channel, with the same live progress. */
export function SearchIndexPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const progress = useQuery({
    ...trpc.lucene.progress.queryOptions({ limit: 10 }),
    refetchInterval: (query) => pollWhileOpen(query.state.data?.jobs),
  });
  const create = useMutation(
    trpc.lucene.create.mutationOptions(useQueuedOutcome(trpc.lucene.pathKey(), "staticPage.queued")),
  );
  const [channelId, setChannelId] = useState<number | undefined>();
  return (
    <PageCard title={t("staticPage.luceneTitle")} hint={t("staticPage.luceneHint")} testId="search-index-page">
      {progress.isError ? <QueryLoadError query={progress} /> : null}
      <Permitted perm="/lucene/create">
        <Group gap="sm" align="end">
          <ChannelField value={channelId} onChange={setChannelId} testId="lucene-channel-select" />
          <Button onClick={() => create.mutate({ channelId })} loading={create.isPending} data-testid="lucene-rebuild">
            {t("staticPage.rebuild")}
          </Button>
        </Group>
      </Permitted>
      <Stack gap="xs">{progress.data ? <RecentJobs jobs={progress.data.jobs} /> : null}</Stack>
    </PageCard>
  );
}
