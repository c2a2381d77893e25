import { Button, FileInput, Group, Modal, Stack, Text } from "@mantine/core";
import type { TProjectImportResult } from "@suyuan/contracts/project/project-fields";
import { IconFileSpreadsheet, IconUpload } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ImportErrors } from "../../common/import-errors.tsx";
import { sendSheetImport, type SheetImportAnswer } from "../../common/sheet-import.tsx";
import { notifyError, notifySuccess } from "../../lib/notify.ts";

export type ImportAnswer = SheetImportAnswer;

/** POST /import/projects: the shared sheet import (multipart `file`, session cookie, site and language). */
function sendProjectImport(file: File, networkMessage: string): Promise<ImportAnswer> {
  return sendSheetImport("/import/projects", file, networkMessage);
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
