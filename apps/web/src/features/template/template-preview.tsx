import { Alert, Group, NumberInput, Select, Stack, Text } from "@mantine/core";
import type { TTemplateParseError } from "@suyuan/contracts/template/template-files";
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

type ChannelNode = { id: number; name: string; child?: ChannelNode[] };

function flatten(nodes: ChannelNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((node) => [
    { value: String(node.id), label: `${"　".repeat(depth)}${node.name}` },
    ...flatten(node.child ?? [], depth + 1),
  ]);
}

/**
 * The live preview: the page (home, a channel or a content) rendered with the edited template's
 * unsaved source, re-rendered a moment after typing stops. Shown in a sandboxed frame: no script
 * runs, no form submits.
 */
export function TemplatePreview({ solution, path, source }: { solution: string; path: string; source: string }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const [channelId, setChannelId] = useState<string | null>(null);
  const [contentId, setContentId] = useState<number | string>("");
  const [debounced] = useDebouncedValue(source, 600);
  // Channel names help pick; a user who may not read channels types a content id only.
  const channels = useQuery({ ...trpc.channel.all.queryOptions({ hasContentOnly: false }), retry: false });
  const channelOptions = useMemo(() => flatten((channels.data ?? []) as ChannelNode[]), [channels.data]);
  const preview = useMutation(trpc.template.preview.mutationOptions());
  const { mutate } = preview;
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<TTemplateParseError | string | null>(null);

  useEffect(() => {
    mutate(
      {
        solution,
        path,
        source: debounced,
        ...(channelId ? { channelId: Number(channelId) } : {}),
        ...(typeof contentId === "number" && contentId > 0 ? { contentId } : {}),
      },
      {
        onSuccess: (answer) => {
          setHtml(answer.html);
          setError(answer.error);
        },
        onError: (failure) => setError(toAppFailure(failure).message),
      },
    );
  }, [mutate, solution, path, debounced, channelId, contentId]);

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end">
        {channels.isSuccess ? (
          <Select
            label={t("siteTemplate.channel")}
            placeholder={t("siteTemplate.home")}
            data={channelOptions}
            value={channelId}
            onChange={setChannelId}
            clearable
            searchable
            w={220}
          />
        ) : null}
        <NumberInput
          label={t("siteTemplate.contentId")}
          value={contentId}
          onChange={setContentId}
          min={1}
          allowDecimal={false}
          w={140}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t("siteTemplate.previewHint")}
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {typeof error === "string"
            ? error
            : t("siteTemplate.parseError", { line: error.line, column: error.column, message: error.message })}
        </Alert>
      ) : null}
      <iframe
        title={t("siteTemplate.preview")}
        sandbox=""
        srcDoc={html ?? ""}
        style={{ width: "100%", height: "60vh", border: "1px solid var(--mantine-color-gray-3)", borderRadius: 4 }}
      />
    </Stack>
  );
}
