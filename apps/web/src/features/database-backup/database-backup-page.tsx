import {
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { ZRenameBackupInput, type TBackupFile } from "@suyuan/contracts/database-backup/database-backup-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { formatDateTimeSeconds } from "../../lib/format-date.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { checkWith, useFormState } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";

const busy = (files: readonly TBackupFile[] | undefined) =>
  files?.some((file) => file.status === "queued" || file.status === "running") ?? false;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** 数据备份: choose tables and back up, the files with their progress, download, rename, delete, restore. */
export function DatabaseBackupPage() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const client = useAppQueryClient();
  const tables = useQuery(trpc.databaseBackup.tables.queryOptions());
  const files = useQuery({
    ...trpc.databaseBackup.files.queryOptions(),
    refetchInterval: (query) => (busy(query.state.data?.items) ? 1_000 : false),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: trpc.databaseBackup.files.queryKey() });
  const [chosen, setChosen] = useState<string[]>([]);
  const [renaming, setRenaming] = useState<TBackupFile | null>(null);
  const onError = (error: unknown) => void notifyFailure(error, t);
  // Restoring and deleting are asked again (确定/取消) before they run.
  const ask = (message: string, onConfirm: () => void) =>
    confirmAction({
      title: t("content.confirmTitle"),
      message,
      confirmLabel: t("content.confirm"),
      cancelLabel: t("content.cancel"),
      danger: true,
      onConfirm,
    });
  const backup = useMutation(
    trpc.databaseBackup.backup.mutationOptions({
      onSuccess: () => {
        notifySuccess(t("backup.queued"));
        refresh();
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.databaseBackup.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess(t("backup.deleted"));
        refresh();
      },
      onError,
    }),
  );
  const restore = useMutation(
    trpc.databaseBackup.restore.mutationOptions({
      onSuccess: (answer) => {
        notifySuccess(t("backup.restored", { tables: answer.tables, rows: answer.rows }));
        void client.invalidateQueries();
      },
      onError,
    }),
  );
  const [uploading, setUploading] = useState(false);
  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append("file", file);
      const response = await fetch("/upload/backup", {
        method: "POST",
        body: form,
        credentials: "same-origin",
        headers: { "accept-language": locale },
      });
      if (response.ok) {
        notifySuccess(t("backup.uploaded"));
        refresh();
      } else {
        const answer = (await response.json().catch(() => ({}))) as { message?: string };
        notifyError(answer.message ?? t("error.network"));
      }
    } catch {
      notifyError(t("error.network"));
    } finally {
      setUploading(false);
    }
  }

  const status = (file: TBackupFile) => {
    if (file.status === "done") return <Badge color="green">{t("backup.done")}</Badge>;
    if (file.status === "failed") return <Badge color="red">{t("backup.failed", { error: file.error ?? "" })}</Badge>;
    if (file.status === "queued") return <Badge color="gray">{t("backup.queuedStatus")}</Badge>;
    return (
      <Badge color="blue" data-testid="backup-progress">
        {t("backup.running", {
          done: file.doneTables,
          total: file.totalTables,
          table: file.currentTable ?? "",
        })}
      </Badge>
    );
  };

  return (
    <PageCard title={t("backup.title")} hint={t("backup.hint")} testId="database-backup-page">
      {tables.isError ? <QueryLoadError query={tables} /> : null}
      <Permitted perm={OPERATION_KEYS.backupCreate}>
        <Stack gap="xs">
          <Title order={3} fz={16}>
            {t("backup.tables")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("backup.tablesHint")}
          </Text>
          <ScrollArea.Autosize mah={240} type="auto">
            <Checkbox.Group value={chosen} onChange={setChosen}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={4} data-testid="backup-tables">
                {tables.data?.items.map((table) => (
                  <Checkbox
                    key={table.name}
                    value={table.name}
                    label={`${table.name} (${t("backup.columns", { count: table.columns })})`}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </ScrollArea.Autosize>
          <Group>
            <Button
              onClick={() => backup.mutate({ tableNames: chosen })}
              loading={backup.isPending}
              disabled={busy(files.data?.items)}
              data-testid="backup-start"
            >
              {chosen.length ? t("backup.backupChosen", { count: chosen.length }) : t("backup.backup")}
            </Button>
            <Permitted perm={OPERATION_KEYS.backupRestore}>
              <FileButton onChange={(file) => void upload(file)} accept=".gz,application/gzip">
                {(props) => (
                  <Button variant="light" loading={uploading} {...props} data-testid="backup-upload">
                    {t("backup.upload")}
                  </Button>
                )}
              </FileButton>
            </Permitted>
          </Group>
        </Stack>
      </Permitted>
      <Title order={3} fz={16}>
        {t("backup.files")}
      </Title>
      {files.isError ? <QueryLoadError query={files} /> : null}
      <Table striped withTableBorder data-testid="backup-files">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("backup.fileName")}</Table.Th>
            <Table.Th>{t("backup.tables")}</Table.Th>
            <Table.Th>{t("backup.status")}</Table.Th>
            <Table.Th>{t("backup.rows")}</Table.Th>
            <Table.Th>{t("backup.size")}</Table.Th>
            <Table.Th>{t("backup.createdAt")}</Table.Th>
            <Table.Th>{t("backup.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.data && files.data.items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" size="sm">
                  {t("backup.none")}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {files.data?.items.map((file) => (
            <Table.Tr key={file.id} data-testid="backup-file-row">
              <Table.Td>{file.fileName}</Table.Td>
              <Table.Td>{file.tables.length ? file.tables.join(", ") : t("backup.allTables")}</Table.Td>
              <Table.Td>{status(file)}</Table.Td>
              <Table.Td>{file.status === "done" ? file.rowCount : ""}</Table.Td>
              <Table.Td>{file.status === "done" ? formatSize(file.size) : ""}</Table.Td>
              <Table.Td>{formatDateTimeSeconds(file.createdAt)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {file.status === "done" ? (
                    <Permitted perm={OPERATION_KEYS.backupExport}>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        component="a"
                        href={`/download/backup?name=${encodeURIComponent(file.fileName)}`}
                        download={file.fileName}
                        data-testid="backup-download"
                      >
                        {t("backup.download")}
                      </Button>
                    </Permitted>
                  ) : null}
                  <Permitted perm={OPERATION_KEYS.backupRename}>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setRenaming(file)}
                      data-testid="backup-rename"
                    >
                      {t("backup.rename")}
                    </Button>
                  </Permitted>
                  {file.status === "done" ? (
                    <Permitted perm={OPERATION_KEYS.backupRestore}>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        loading={restore.isPending}
                        onClick={() =>
                          ask(t("backup.confirmRestore", { name: file.fileName }), () =>
                            restore.mutate({ filename: file.fileName }),
                          )
                        }
                        data-testid="backup-restore"
                      >
                        {t("backup.restore")}
                      </Button>
                    </Permitted>
                  ) : null}
                  <Permitted perm={OPERATION_KEYS.backupDelete}>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        ask(t("backup.confirmDelete", { name: file.fileName }), () =>
                          remove.mutate({ names: [file.fileName] }),
                        )
                      }
                      data-testid="backup-delete"
                    >
                      {t("backup.delete")}
                    </Button>
                  </Permitted>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {renaming ? (
        <RenameDialog
          key={renaming.id}
          fileName={renaming.fileName}
          onClose={() => setRenaming(null)}
          onRenamed={() => {
            setRenaming(null);
            refresh();
          }}
        />
      ) : null}
    </PageCard>
  );
}

const RENAME_CHECK = checkWith(ZRenameBackupInput);

/** Renames a backup file; the new name is checked with the procedure's input before it is sent. */
export function RenameDialog({
  fileName,
  onClose,
  onRenamed,
}: {
  fileName: string;
  onClose: () => void;
  onRenamed: () => void;
}) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const form = useFormState({ origName: fileName, distName: fileName }, RENAME_CHECK);
  const rename = useMutation(
    trpc.databaseBackup.rename.mutationOptions({
      onSuccess: () => {
        notifySuccess(t("backup.renamed"));
        onRenamed();
      },
      onError: (error) => void notifyFailure(error, t),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t("backup.rename")}>
      <Stack>
        <TextInput
          label={t("backup.newName")}
          value={form.values.distName}
          onChange={(event) => form.setValue("distName", event.currentTarget.value)}
          error={form.errors.distName ? ts(form.errors.distName) : undefined}
          data-testid="backup-new-name"
        />
        <Button
          onClick={() => {
            if (form.validate()) rename.mutate(form.values);
          }}
          loading={rename.isPending}
          data-testid="backup-rename-save"
        >
          {t("backup.save")}
        </Button>
      </Stack>
    </Modal>
  );
}
