import { Alert, Badge, Button, Group, Image, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import type { TTemplateFileKind, TTemplateFileItem } from "@suyuan/contracts/template/template-files";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { QueryLoadError } from "../../common/load-error.tsx";
import { TemplatePreview } from "./template-preview.tsx";

// CodeMirror is large: only the template pages load it, when a file is opened.
const CodeEditor = lazy(() => import("./code-editor.tsx").then((module) => ({ default: module.CodeEditor })));

/** One file: its text in the code editor (with save and, for templates, the live preview) or an image. */
export function FileEditor({ kind, solution, path }: { kind: TTemplateFileKind; solution: string; path: string }) {
  const trpc = useTrpc();
  const input = { solution, path };
  const file = useQuery(
    kind === "template" ? trpc.template.get.queryOptions(input) : trpc.resource.get.queryOptions(input),
  );
  if (file.isError) return <QueryLoadError query={file} />;
  if (!file.data) return <Loader size="sm" />;
  return <LoadedFile key={`${solution}/${path}/${file.data.updatedAt.getTime()}`} kind={kind} file={file.data} />;
}

function LoadedFile({ kind, file }: { kind: TTemplateFileKind; file: TTemplateFileItem }) {
  const { t } = useI18n();
  if (file.text === null) {
    return (
      <Stack gap="xs">
        <Text fw={600}>{file.path}</Text>
        {file.base64 && file.contentType.startsWith("image/") ? (
          <Image src={`data:${file.contentType};base64,${file.base64}`} alt={file.name} maw={320} fit="contain" />
        ) : null}
        <Text size="sm" c="dimmed">
          {t("siteTemplate.binaryFile")}
        </Text>
      </Stack>
    );
  }
  return <TextFile kind={kind} file={file} text={file.text} />;
}

function TextFile({ kind, file, text }: { kind: TTemplateFileKind; file: TTemplateFileItem; text: string }) {
  const canSave = usePermitted(kind === "template" ? OPERATION_KEYS.templateSave : OPERATION_KEYS.resourceSave);
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(text);
  const [value, setValue] = useState(text);
  const [error, setError] = useState<string | null>(null);
  const dirty = value !== saved;
  useUnsavedGuard(dirty);
  const update = useMutation(trpc.template.update.mutationOptions());
  const put = useMutation(trpc.resource.create.mutationOptions());
  const busy = update.isPending || put.isPending;

  const save = useCallback(async () => {
    if (busy || !canSave) return;
    try {
      if (kind === "template")
        await update.mutateAsync({ solution: file.solution, id: file.path, data: { text: value } });
      else await put.mutateAsync({ solution: file.solution, path: file.path, text: value });
      setSaved(value);
      setError(null);
      notifySuccess(t("siteTemplate.saved"));
      void queryClient.invalidateQueries({
        queryKey: (kind === "template" ? trpc.template : trpc.resource).tree.queryKey(),
      });
    } catch (failure) {
      // The server names line and column of a syntax error in its message.
      setError(failureText(toAppFailure(failure), t));
    }
  }, [busy, canSave, kind, update, put, file, value, locale, queryClient, trpc, t]);

  // Ctrl+S also when the focus is outside the editor.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [save]);

  const editor = (
    <Stack gap="xs">
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={600}>{file.path}</Text>
          {dirty ? (
            <Badge color="orange" variant="light" data-testid="unsaved-marker">
              {t("siteTemplate.unsaved")}
            </Badge>
          ) : null}
        </Group>
        <Button size="xs" onClick={() => void save()} loading={busy} disabled={!dirty || !canSave}>
          {t("siteTemplate.save")}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert" data-testid="save-error">
          {error}
        </Alert>
      ) : null}
      <Suspense fallback={<Text size="sm">{t("siteTemplate.loadingEditor")}</Text>}>
        <CodeEditor path={file.path} value={value} onChange={setValue} onSave={() => void save()} label={file.path} />
      </Suspense>
    </Stack>
  );
  if (kind !== "template") return editor;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {editor}
      <Stack gap="xs">
        <Text fw={600}>{t("siteTemplate.preview")}</Text>
        <TemplatePreview solution={file.solution} path={file.path} source={value} />
      </Stack>
    </SimpleGrid>
  );
}
