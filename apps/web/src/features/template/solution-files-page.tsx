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
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { FileEditor } from "./file-editor.tsx";
import { FileTree } from "./file-tree.tsx";
import { PathPrompt } from "./path-prompt.tsx";
import { solutionExportUrl, uploadSolutionFile } from "./upload-solution-file.ts";

type Prompt = { kind: "file" | "folder" | "rename" | "import"; initial: string } | null;

const folderOf = (node: TTemplateTreeNode | null) =>
  !node ? "" : node.isDir ? node.path : node.path.slice(0, Math.max(0, node.path.lastIndexOf("/")));

/**
 * 模板管理 and 资源管理: a solution's files as a tree beside the code editor. The solution picker
 * (templates page) switches the solution worked on and can make it the site's.
 */
export function SolutionFilesPage({ kind }: { kind: TTemplateFileKind }) {
  const { t } = useI18n();
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
      await run(() => create.mutateAsync({ solution: current, path, text: "" }), t("siteTemplate.saved"));
    if (prompt.kind === "folder")
      await run(() => createDir.mutateAsync({ solution: current, path }), t("siteTemplate.saved"));
    if (prompt.kind === "rename" && selected)
      await run(
        () => rename.mutateAsync({ solution: current, path: selected.path, newPath: path }),
        t("siteTemplate.saved"),
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
      title: t("siteTemplate.deleteTitle"),
      message: t("siteTemplate.deleteMessage", { name: selected.path }),
      confirmLabel: t("siteTemplate.delete"),
      cancelLabel: t("siteTemplate.cancel"),
      danger: true,
      onConfirm: () => {
        void run(() => remove.mutateAsync({ solution: current, paths: [selected.path] }), t("siteTemplate.saved"))
          .then(() => setSelected(null))
          .catch(() => {});
      },
    });
  };

  const onUpload = async (file: File | null) => {
    if (!file) return;
    try {
      await uploadSolutionFile(kind, file, { solution: current, dir });
      notifySuccess(t("siteTemplate.uploaded"));
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
      notifySuccess(t("siteTemplate.imported"));
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
            void run(() => useForSite.mutateAsync({ solution: current }), t("siteTemplate.solutionUsed")).catch(
              () => {},
            )
          }
        >
          {t("siteTemplate.useSolution")}
        </Button>
        <Button
          size="xs"
          variant="default"
          display={canImport ? undefined : "none"}
          onClick={() => setPrompt({ kind: "import", initial: "" })}
        >
          {t("siteTemplate.importZip")}
        </Button>
        {solution ? (
          <Anchor href={solutionExportUrl(solution)} size="sm">
            <Group gap={4}>
              <IconDownload size={14} />
              {t("siteTemplate.exportZip")}
            </Group>
          </Anchor>
        ) : null}
      </Group>
    ) : null;

  return (
    <PageCard
      title={t(kind === "template" ? "siteTemplate.templatesTitle" : "siteTemplate.resourcesTitle")}
      hint={t(kind === "template" ? "siteTemplate.templatesHint" : "siteTemplate.resourcesHint")}
      actions={actions}
      testId={`${kind}-files-page`}
    >
      {solutions.isError ? <QueryLoadError query={solutions} /> : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="xs">
            <Select
              label={t("siteTemplate.solution")}
              data={(solutions.data?.solutions ?? []).map((row) => ({
                value: row.name,
                label: row.current ? `${row.name}（${t("siteTemplate.inUse")}）` : row.name,
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
                {t("siteTemplate.newFile")}
              </Button>
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconFolderPlus size={14} />}
                onClick={() => setPrompt({ kind: "folder", initial: dir ? `${dir}/` : "" })}
              >
                {t("siteTemplate.newFolder")}
              </Button>
              <FileButton onChange={(file) => void onUpload(file)}>
                {(props) => (
                  <Button size="compact-xs" variant="light" leftSection={<IconUpload size={14} />} {...props}>
                    {t("siteTemplate.upload")}
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
                {t("siteTemplate.rename")}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                color="red"
                display={canDelete ? undefined : "none"}
                disabled={!selected}
                onClick={onDelete}
              >
                {t("siteTemplate.delete")}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t("siteTemplate.inFolder", { dir: dir || t("siteTemplate.top") })}
            </Text>
            <Paper withBorder p={4} mah="65vh" style={{ overflow: "auto" }}>
              {tree.isError ? (
                <QueryLoadError query={tree} />
              ) : tree.data ? (
                <FileTree
                  nodes={tree.data.nodes}
                  selected={selected?.path ?? null}
                  onSelect={setSelected}
                  emptyText={t("siteTemplate.emptyTree")}
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
              {t("siteTemplate.chooseFile")}
            </Text>
          )}
        </Grid.Col>
      </Grid>
      {prompt && prompt.kind !== "import" ? (
        <PathPrompt
          title={t(
            prompt.kind === "file"
              ? "siteTemplate.newFile"
              : prompt.kind === "folder"
                ? "siteTemplate.newFolder"
                : "siteTemplate.rename",
          )}
          label={t(prompt.kind === "rename" ? "siteTemplate.newPath" : "siteTemplate.path")}
          hint={t("siteTemplate.pathHint")}
          initial={prompt.initial}
          rule={ZCreateTemplateDirInput.shape.path}
          submitLabel={t("siteTemplate.confirm")}
          cancelLabel={t("siteTemplate.cancel")}
          onSubmit={onPrompt}
          onClose={() => setPrompt(null)}
        />
      ) : null}
      {prompt?.kind === "import" ? (
        <PathPrompt
          title={t("siteTemplate.importZip")}
          label={t("siteTemplate.importName")}
          hint={t("siteTemplate.importHint")}
          initial={solution ?? ""}
          rule={ZSolutionName}
          submitLabel={t("siteTemplate.upload")}
          cancelLabel={t("siteTemplate.cancel")}
          onSubmit={(name) => Promise.resolve(setImportName(name))}
          onClose={() => setPrompt(null)}
        />
      ) : null}
      {importName ? (
        <FileButton onChange={(file) => void onImport(file)} accept=".zip,application/zip">
          {(props) => (
            <Button mt="sm" leftSection={<IconUpload size={14} />} {...props}>
              {t("siteTemplate.importZip")}：{importName}
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
