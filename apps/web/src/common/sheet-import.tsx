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

/** The texts of a sheet import (the product's two languages). */
const IMPORT_TEXTS = {
  button: { zh: "导入", en: "Import" },
  hint: {
    zh: "上传 .xlsx 文件。任何一行有误时，不导入任何数据，并列出每一处错误。",
    en: "Upload an .xlsx file. If any row is wrong, nothing is imported and every problem is listed.",
  },
  choose: { zh: "Excel 文件", en: "Excel file" },
  choosePlaceholder: { zh: "选择 .xlsx 文件", en: "Choose an .xlsx file" },
  submit: { zh: "开始导入", en: "Import" },
  template: { zh: "下载模板", en: "Download template" },
  columns: { zh: "表格第一行为表头，依次为：", en: "The first row holds the headers, in this order:" },
  done: (count: number): Label => ({ zh: `已导入 ${count} 条`, en: `${count} rows imported` }),
} as const;

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
  const { t, locale } = useI18n();
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
    notifySuccess(pick(IMPORT_TEXTS.done(answer.result.imported), locale));
    onImported(answer.result.imported);
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {pick(IMPORT_TEXTS.hint, locale)}
          </Text>
          {columns && columns.length > 0 ? (
            <div data-testid="import-columns">
              <Text size="sm">{pick(IMPORT_TEXTS.columns, locale)}</Text>
              <List size="sm" type="ordered" withPadding>
                {columns.map((column) => (
                  <List.Item key={column.zh}>{pick(column, locale)}</List.Item>
                ))}
              </List>
            </div>
          ) : null}
          <FileInput
            label={pick(IMPORT_TEXTS.choose, locale)}
            placeholder={pick(IMPORT_TEXTS.choosePlaceholder, locale)}
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
                {pick(IMPORT_TEXTS.template, locale)}
              </Button>
            ) : null}
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={busy} disabled={!file} leftSection={<IconUpload size={16} />}>
                {pick(IMPORT_TEXTS.submit, locale)}
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
  const { locale } = useI18n();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  return (
    <Permitted perm={perm}>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpened(true)}>
        {pick(IMPORT_TEXTS.button, locale)}
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
