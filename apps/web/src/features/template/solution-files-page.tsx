import { Anchor, Button, FileButton, Grid, Group, Loader, Paper, Select, Stack, Text } from "@mantine/core";
import {
  ZCreateTemplateDirInput,
  ZSolutionName,
  type TTemplateFileKind,
  type TTemplateTreeNode,
} from "@suyuan/contracts/template/template-files";
import { IconDownload, IconFilePlus, IconFolderPlus, IconUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { toAppFailure } from "../../lib/app-error.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { failureText, notifyFailure } from "../../lib/failure.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { LoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { FileEditor } from "./file-editor.tsx";
import { FileTree } from "./file-tree.tsx";
import { PathPrompt } from "./path-prompt.tsx";
import { fill, TEMPLATE_TEXTS as T } from "./template-texts.ts";
import { solutionExportUrl, uploadSolutionFile } from "./upload-solution-file.ts";

type Prompt = { kind: "file" | "folder" | "rename" | "import"; initial: string } | null;

const folderOf = (node: TTemplateTreeNode | null) =>
  !node ? "" : node.isDir ? node.path : node.path.slice(0, Math.max(0, node.path.lastIndexOf("/")));

/**
 * 模板管理 and 资源管理: a solution's files as a tree beside the code editor. The solution picker
 * (templates page) switches the solution worked on and can make it the site's.
 */
export function SolutionFilesPage({ kind }: { kind: TTemplateFileKind }) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const api = kind === "template" ? trpc.template : trpc.resource;
  const solutions = useQuery(trpc.template.findSolutions.queryOptions());
  // Writes the user may not make are not offered (the server refuses them all the same).
  const canSave = usePermitted(kind === "template" ? OPERATION_KEYS.templateSave : OPERATION_KEYS.resourceSave);
  const canDelete = usePermitted(kind === "template" ? OPERATION_KEYS.templateDelete : OPERATION_KEYS.resourceDelete);
  const canImport = usePermitted(OPERATION_KEYS.templateImport);
  const canUseSolution = usePermitted(OPERATION_KEYS.templateSolution);
  const [picked, setPicked] = useState<string | null>(null);
  const solution = picked ?? solutions.data?.current ?? null;
  const tree = useQuery({
    ...(kind === "template"
      ? trpc.template.tree.queryOptions({ solution: solution ?? "" })
      : trpc.resource.tree.queryOptions({ solution: solution ?? "" })),
    enabled: solution !== null,
  });
  const [selected, setSelected] = useState<TTemplateTreeNode | null>(null);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const create = useMutation(
    kind === "template" ? trpc.template.create.mutationOptions() : trpc.resource.create.mutationOptions(),
  );
  const createDir = useMutation(
    kind === "template" ? trpc.template.createDir.mutationOptions() : trpc.resource.createDir.mutationOptions(),
  );
  const rename = useMutation(
    kind === "template" ? trpc.template.rename.mutationOptions() : trpc.resource.rename.mutationOptions(),
  );
  const remove = useMutation(
    kind === "template" ? trpc.template.delete.mutationOptions() : trpc.resource.delete.mutationOptions(),
  );
  const useForSite = useMutation(trpc.template.updateSolution.mutationOptions());

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: api.tree.queryKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.template.findSolutions.queryKey() });
  };
  /** Runs a change; a failure is shown and rethrown (a prompt stays open for a correction). */
  const run = async (change: () => Promise<unknown>, success: string) => {
    try {
      await change();
      notifySuccess(success);
      await refresh();
    } catch (error) {
      notifyFailure(error, t);
      throw error;
    }
  };
  const current = solution ?? "";
  const dir = folderOf(selected);

  const onPrompt = async (path: string) => {
    if (!prompt) return;
    if (prompt.kind === "file")
      await run(() => create.mutateAsync({ solution: current, path, text: "" }), pick(T.saved, locale));
    if (prompt.kind === "folder")
      await run(() => createDir.mutateAsync({ solution: current, path }), pick(T.saved, locale));
    if (prompt.kind === "rename" && selected)
      await run(
        () => rename.mutateAsync({ solution: current, path: selected.path, newPath: path }),
        pick(T.saved, locale),
      );
    if (prompt.kind === "import") {
      setPicked(path);
      return;
    }
    setSelected(null);
  };

  const onDelete = () => {
    if (!selected) return;
    confirmAction({
      title: pick(T.deleteTitle, locale),
      message: fill(pick(T.deleteMessage, locale), { name: selected.path }),
      confirmLabel: pick(T.delete, locale),
      cancelLabel: pick(T.cancel, locale),
      danger: true,
      onConfirm: () => {
        void run(() => remove.mutateAsync({ solution: current, paths: [selected.path] }), pick(T.saved, locale))
          .then(() => setSelected(null))
          .catch(() => {});
      },
    });
  };

  const onUpload = async (file: File | null) => {
    if (!file) return;
    try {
      await uploadSolutionFile(kind, file, { solution: current, dir });
      notifySuccess(pick(T.uploaded, locale));
      await refresh();
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };

  const [importName, setImportName] = useState<string | null>(null);
  const onImport = async (file: File | null) => {
    if (!file || !importName) return;
    try {
      await uploadSolutionFile("template-import", file, { solution: importName });
      notifySuccess(pick(T.imported, locale));
      setPicked(importName);
      setSelected(null);
      await refresh();
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setImportName(null);
    }
  };

  const isCurrent = solutions.data?.current === solution;
  const actions =
    kind === "template" ? (
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          display={canUseSolution ? undefined : "none"}
          disabled={!solution || isCurrent}
          loading={useForSite.isPending}
          onClick={() =>
            void run(() => useForSite.mutateAsync({ solution: current }), pick(T.solutionUsed, locale)).catch(() => {})
          }
        >
          {pick(T.useSolution, locale)}
        </Button>
        <Button
          size="xs"
          variant="default"
          display={canImport ? undefined : "none"}
          onClick={() => setPrompt({ kind: "import", initial: "" })}
        >
          {pick(T.importZip, locale)}
        </Button>
        {solution ? (
          <Anchor href={solutionExportUrl(solution)} size="sm">
            <Group gap={4}>
              <IconDownload size={14} />
              {pick(T.exportZip, locale)}
            </Group>
          </Anchor>
        ) : null}
      </Group>
    ) : null;

  return (
    <PageCard
      title={pick(kind === "template" ? T.templatesTitle : T.resourcesTitle, locale)}
      hint={pick(kind === "template" ? T.templatesHint : T.resourcesHint, locale)}
      actions={actions}
      testId={`${kind}-files-page`}
    >
      {solutions.isError ? (
        <LoadError message={failureText(toAppFailure(solutions.error), t)} onRetry={() => void solutions.refetch()} />
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="xs">
            <Select
              label={pick(T.solution, locale)}
              data={(solutions.data?.solutions ?? []).map((row) => ({
                value: row.name,
                label: row.current ? `${row.name}（${pick(T.inUse, locale)}）` : row.name,
              }))}
              value={solution}
              onChange={(value) => {
                setPicked(value);
                setSelected(null);
              }}
              allowDeselect={false}
            />
            <Group gap={4} display={canSave ? undefined : "none"}>
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconFilePlus size={14} />}
                onClick={() => setPrompt({ kind: "file", initial: dir ? `${dir}/` : "" })}
              >
                {pick(T.newFile, locale)}
              </Button>
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconFolderPlus size={14} />}
                onClick={() => setPrompt({ kind: "folder", initial: dir ? `${dir}/` : "" })}
              >
                {pick(T.newFolder, locale)}
              </Button>
              <FileButton onChange={(file) => void onUpload(file)}>
                {(props) => (
                  <Button size="compact-xs" variant="light" leftSection={<IconUpload size={14} />} {...props}>
                    {pick(T.upload, locale)}
                  </Button>
                )}
              </FileButton>
            </Group>
            <Group gap={4}>
              <Button
                size="compact-xs"
                variant="default"
                display={canSave ? undefined : "none"}
                disabled={!selected}
                onClick={() => selected && setPrompt({ kind: "rename", initial: selected.path })}
              >
                {pick(T.rename, locale)}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                color="red"
                display={canDelete ? undefined : "none"}
                disabled={!selected}
                onClick={onDelete}
              >
                {pick(T.delete, locale)}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {fill(pick(T.inFolder, locale), { dir: dir || pick(T.top, locale) })}
            </Text>
            <Paper withBorder p={4} mah="65vh" style={{ overflow: "auto" }}>
              {tree.isError ? (
                <LoadError message={failureText(toAppFailure(tree.error), t)} onRetry={() => void tree.refetch()} />
              ) : tree.data ? (
                <FileTree
                  nodes={tree.data.nodes}
                  selected={selected?.path ?? null}
                  onSelect={setSelected}
                  emptyText={pick(T.emptyTree, locale)}
                />
              ) : (
                <Loader size="sm" m="sm" />
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {selected && !selected.isDir && solution ? (
            <FileEditor key={`${solution}/${selected.path}`} kind={kind} solution={solution} path={selected.path} />
          ) : (
            <Text c="dimmed" size="sm">
              {pick(T.chooseFile, locale)}
            </Text>
          )}
        </Grid.Col>
      </Grid>
      {prompt && prompt.kind !== "import" ? (
        <PathPrompt
          title={pick(prompt.kind === "file" ? T.newFile : prompt.kind === "folder" ? T.newFolder : T.rename, locale)}
          label={pick(prompt.kind === "rename" ? T.newPath : T.path, locale)}
          hint={pick(T.pathHint, locale)}
          initial={prompt.initial}
          rule={ZCreateTemplateDirInput.shape.path}
          submitLabel={pick(T.confirm, locale)}
          cancelLabel={pick(T.cancel, locale)}
          onSubmit={onPrompt}
          onClose={() => setPrompt(null)}
        />
      ) : null}
      {prompt?.kind === "import" ? (
        <PathPrompt
          title={pick(T.importZip, locale)}
          label={pick(T.importName, locale)}
          hint={pick(T.importHint, locale)}
          initial={solution ?? ""}
          rule={ZSolutionName}
          submitLabel={pick(T.upload, locale)}
          cancelLabel={pick(T.cancel, locale)}
          onSubmit={(name) => Promise.resolve(setImportName(name))}
          onClose={() => setPrompt(null)}
        />
      ) : null}
      {importName ? (
        <FileButton onChange={(file) => void onImport(file)} accept=".zip,application/zip">
          {(props) => (
            <Button mt="sm" leftSection={<IconUpload size={14} />} {...props}>
              {pick(T.importZip, locale)}：{importName}
            </Button>
          )}
        </FileButton>
      ) : null}
    </PageCard>
  );
}

export function TemplateListPage() {
  return <SolutionFilesPage kind="template" />;
}

export function ResourceListPage() {
  return <SolutionFilesPage kind="resource" />;
}
