import { Button, FileInput, Group, List, Modal, Stack, Text } from "@mantine/core";
import type { Label } from "@suyuan/contracts/kit/fields";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import type { TImportResult } from "@suyuan/contracts/statistics/statistics-operations";
import { IconFileImport, IconFileSpreadsheet, IconUpload } from "@tabler/icons-react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { storedLocale } from "../i18n/locale-storage.ts";
import { pick } from "../i18n/pick-label.ts";
import { LOCAL_KEYS, readLocal } from "../lib/local-keys.ts";
import { notifyError, notifySuccess } from "../lib/notify.ts";
import { Permitted } from "../permissions/permitted.tsx";
import { ImportErrors } from "./import-errors.tsx";

export type SheetImportAnswer = { ok: true; result: TImportResult } | { ok: false; message: string };

/** The site header and language, like the project import (plain HTTP beside tRPC, session cookie). */
function importHeaders(): Record<string, string> {
  const headers: Record<string, string> = { "accept-language": storedLocale() };
  const siteId = readLocal(LOCAL_KEYS.siteId);
  if (siteId) headers["x-suyuan-site"] = siteId;
  return headers;
}

/**
 * POST the sheet to an import endpoint (multipart `file`). 200 and 422 both carry
 * `{ imported, errors }`; any other answer carries the server's translated `message`.
 */
export async function sendSheetImport(path: string, file: File, networkMessage: string): Promise<SheetImportAnswer> {
  const body = new FormData();
  body.append("file", file);
  try {
    const response = await fetch(path, { method: "POST", body, headers: importHeaders(), credentials: "include" });
    const json = (await response.json().catch(() => null)) as (Partial<TImportResult> & { message?: string }) | null;
    if ((response.status === 200 || response.status === 422) && json && Array.isArray(json.errors))
      return { ok: true, result: { imported: json.imported ?? 0, errors: json.errors } };
    return { ok: false, message: json?.message ?? networkMessage };
  } catch {
    return { ok: false, message: networkMessage };
  }
}

/** A download link of a GET endpoint (a link cannot send headers: language and site go in the query). */
export function downloadHref(path: string): string {
  const params = new URLSearchParams({ lang: storedLocale() });
  const siteId = readLocal(LOCAL_KEYS.siteId);
  if (siteId) params.set("site", siteId);
  return `${path}?${params.toString()}`;
}

export type SheetImportModalProps = {
  opened: boolean;
  onClose: () => void;
  onImported: (count: number) => void;
  title: string;
  /** The import endpoint, e.g. /import/express. */
  path: string;
  /** A template download, when the API offers one. */
  templateHref?: string;
  /** The sheet's headers, listed in the dialog (when there is no template to download). */
  columns?: readonly Label[];
  send?: (path: string, file: File, networkMessage: string) => Promise<SheetImportAnswer>;
};

/** Choose an .xlsx, import it all or nothing; refused rows stay listed until another file is chosen. */
export function SheetImportModal({
  opened,
  onClose,
  onImported,
  title,
  path,
  templateHref,
  columns,
  send = sendSheetImport,
}: SheetImportModalProps) {
  const { locale, t } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<TImportResult["errors"]>([]);

  const close = () => {
    setFile(null);
    setErrors([]);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    const answer = await send(path, file, t("error.network"));
    setBusy(false);
    if (!answer.ok) {
      notifyError(answer.message);
      return;
    }
    if (answer.result.errors.length > 0) {
      setErrors(answer.result.errors);
      return;
    }
    notifySuccess(t("sheetImport.done", { count: answer.result.imported }));
    onImported(answer.result.imported);
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("sheetImport.hint")}
          </Text>
          {columns && columns.length > 0 ? (
            <div data-testid="import-columns">
              <Text size="sm">{t("sheetImport.columns")}</Text>
              <List size="sm" type="ordered" withPadding>
                {columns.map((column) => (
                  <List.Item key={column.zh}>{pick(column, locale)}</List.Item>
                ))}
              </List>
            </div>
          ) : null}
          <FileInput
            label={t("sheetImport.choose")}
            placeholder={t("sheetImport.choosePlaceholder")}
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
          <Group justify={templateHref ? "space-between" : "flex-end"}>
            {templateHref ? (
              <Button
                component="a"
                href={templateHref}
                download
                variant="subtle"
                leftSection={<IconFileSpreadsheet size={16} />}
              >
                {t("sheetImport.template")}
              </Button>
            ) : null}
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={busy} disabled={!file} leftSection={<IconUpload size={16} />}>
                {t("sheetImport.submit")}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A list page's 导入 button (only with its permission) and its dialog; a clean import refreshes the list. */
export function SheetImportButton({
  perm,
  invalidate,
  ...modal
}: Omit<SheetImportModalProps, "opened" | "onClose" | "onImported"> & {
  perm: PermissionKey;
  /** Queries to refresh after a clean import (the list's). */
  invalidate: QueryKey;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  return (
    <Permitted perm={perm}>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpened(true)}>
        {t("sheetImport.button")}
      </Button>
      <SheetImportModal
        {...modal}
        opened={opened}
        onClose={() => setOpened(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: invalidate })}
      />
    </Permitted>
  );
}
