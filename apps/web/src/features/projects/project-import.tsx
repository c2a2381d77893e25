import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from "@mantine/core";
import type { TProjectImportResult } from "@suyuan/contracts/project/project-fields";
import { IconAlertTriangle, IconFileSpreadsheet, IconUpload } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { storedLocale } from "../../i18n/locale-storage.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LOCAL_KEYS, readLocal } from "../../lib/local-keys.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";

export type ImportAnswer = { ok: true; result: TProjectImportResult } | { ok: false; message: string };

/**
 * POST /import/projects (multipart `file`, session cookie). 200 and 422 both carry
 * `{ imported, errors }`; any other answer carries the server's translated `message`.
 */
export async function sendProjectImport(file: File, networkMessage: string): Promise<ImportAnswer> {
  const body = new FormData();
  body.append("file", file);
  const headers: Record<string, string> = { "accept-language": storedLocale() };
  const siteId = readLocal(LOCAL_KEYS.siteId);
  if (siteId) headers["x-suyuan-site"] = siteId;
  try {
    const response = await fetch("/import/projects", { method: "POST", body, headers, credentials: "include" });
    const json = (await response.json().catch(() => null)) as
      (TProjectImportResult & { message?: string }) | { message?: string } | null;
    if ((response.status === 200 || response.status === 422) && json && "errors" in json)
      return { ok: true, result: { imported: json.imported, errors: json.errors } as TProjectImportResult };
    return { ok: false, message: json?.message ?? networkMessage };
  } catch {
    return { ok: false, message: networkMessage };
  }
}

/** The refused rows of an import: nothing was imported, and each problem is listed. */
export function ImportErrors({ errors }: { errors: readonly { row: number; field: string; message: string }[] }) {
  const { t } = useI18n();
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {t("project.importFailed", { count: errors.length })}
      </Alert>
      <Table.ScrollContainer minWidth={420} mah={320}>
        <Table striped withTableBorder aria-label={t("project.importTitle")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t("project.importRow")}</Table.Th>
              <Table.Th w={140}>{t("project.importField")}</Table.Th>
              <Table.Th>{t("project.importMessage")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error, index) => (
              <Table.Tr key={`${error.row}-${error.field}-${index}`}>
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{error.field}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export function ProjectImportModal({
  opened,
  onClose,
  onImported,
  templateHref,
  send = sendProjectImport,
}: {
  opened: boolean;
  onClose: () => void;
  onImported: (count: number) => void;
  templateHref: string;
  send?: (file: File, networkMessage: string) => Promise<ImportAnswer>;
}) {
  const { t } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<TProjectImportResult["errors"]>([]);

  const close = () => {
    setFile(null);
    setErrors([]);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    const answer = await send(file, t("error.network"));
    setBusy(false);
    if (!answer.ok) {
      notifyError(answer.message);
      return;
    }
    if (answer.result.errors.length > 0) {
      setErrors(answer.result.errors);
      return;
    }
    notifySuccess(t("project.importDone", { count: answer.result.imported }));
    onImported(answer.result.imported);
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={t("project.importTitle")} size="lg" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("project.importHint")}
          </Text>
          <FileInput
            label={t("project.importChoose")}
            placeholder={t("project.importChoosePlaceholder")}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={16} />}
            value={file}
            onChange={(next) => {
              setFile(next);
              setErrors([]);
            }}
            clearable
          />
          {errors.length > 0 ? <ImportErrors errors={errors} /> : null}
          <Group justify="space-between">
            <Button
              component="a"
              href={templateHref}
              download
              variant="subtle"
              leftSection={<IconFileSpreadsheet size={16} />}
            >
              {t("project.template")}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={busy} disabled={!file} leftSection={<IconUpload size={16} />}>
                {t("project.importSubmit")}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
