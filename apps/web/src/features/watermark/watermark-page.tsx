import {
  Button,
  ColorInput,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TextInput,
} from "@mantine/core";
import type { TWatermark } from "@suyuan/contracts/config/watermark";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { UploadField } from "@suyuan/ui/upload-field";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { toAppFailure } from "../../lib/app-error.ts";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { useUploadFieldProps } from "../../common/use-upload-field-props.ts";

const POSITIONS: { value: string; label: UiKey }[] = [
  { value: "1", label: "watermark.topLeft" },
  { value: "2", label: "watermark.topRight" },
  { value: "3", label: "watermark.bottomLeft" },
  { value: "4", label: "watermark.bottomRight" },
  { value: "5", label: "watermark.centre" },
  { value: "0", label: "watermark.random" },
];

/** 水印设置: the watermark uploaded images get (config/mark_*). */
export function WatermarkPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const client = useAppQueryClient();
  const canEdit = usePermitted(OPERATION_KEYS.watermarkUpdate);
  const current = useQuery(trpc.watermark.get.queryOptions());
  const [mark, setMark] = useState<TWatermark | null>(null);
  const [kind, setKind] = useState<"text" | "image">("text");
  const upload = useUploadFieldProps(t("watermark.chooseImage"));
  useEffect(() => {
    if (current.data) {
      setMark(current.data);
      setKind(current.data.imagePath ? "image" : "text");
    }
  }, [current.data]);
  const save = useMutation(
    trpc.watermark.update.mutationOptions({
      onSuccess: () => {
        notifySuccess(t("watermark.saved"));
        void client.invalidateQueries({ queryKey: trpc.watermark.get.queryKey() });
      },
      onError: (error) => void notifyFailure(error, t),
    }),
  );
  const fieldError = (name: string) => {
    const failure = save.error ? toAppFailure(save.error) : null;
    return failure?.fieldErrors[name]?.[0];
  };
  const set = <K extends keyof TWatermark>(key: K, value: TWatermark[K]) =>
    setMark((old) => (old ? { ...old, [key]: value } : old));
  const number = (key: "size" | "alpha" | "offsetX" | "offsetY" | "minWidth" | "minHeight", label: string) => (
    <NumberInput
      label={label}
      value={mark?.[key] ?? 0}
      onChange={(value) => set(key, typeof value === "number" ? value : 0)}
      allowDecimal={false}
      min={0}
      error={fieldError(key)}
      disabled={!canEdit}
      data-testid={`watermark-${key}`}
    />
  );

  return (
    <PageCard title={t("watermark.title")} hint={t("watermark.hint")} testId="watermark-page">
      {current.isError ? <QueryLoadError query={current} /> : null}
      {mark ? (
        <Stack maw={560}>
          <Switch
            label={t("watermark.on")}
            checked={mark.on}
            onChange={(event) => set("on", event.currentTarget.checked)}
            disabled={!canEdit}
            data-testid="watermark-on"
          />
          <SegmentedControl
            value={kind}
            onChange={(value) => {
              setKind(value as "text" | "image");
              if (value === "text") set("imagePath", "");
            }}
            data={[
              { value: "text", label: t("watermark.text") },
              { value: "image", label: t("watermark.image") },
            ]}
            disabled={!canEdit}
            data-testid="watermark-kind"
          />
          {kind === "text" ? (
            <>
              <TextInput
                label={t("watermark.content")}
                value={mark.content}
                onChange={(event) => set("content", event.currentTarget.value)}
                error={fieldError("content")}
                disabled={!canEdit}
                data-testid="watermark-content"
              />
              <Group grow>
                {number("size", t("watermark.size"))}
                <ColorInput
                  label={t("watermark.color")}
                  value={mark.color}
                  onChange={(value) => set("color", value.toUpperCase())}
                  format="hex"
                  error={fieldError("color")}
                  disabled={!canEdit}
                  data-testid="watermark-color"
                />
              </Group>
            </>
          ) : (
            <UploadField
              kind="image"
              label={t("watermark.markImage")}
              value={mark.imagePath ? [mark.imagePath] : []}
              onChange={(value) => set("imagePath", value[0] ?? "")}
              labels={upload.labels}
              headers={upload.headers}
              error={fieldError("imagePath")}
              disabled={!canEdit}
            />
          )}
          {number("alpha", t("watermark.alpha"))}
          <Select
            label={t("watermark.pos")}
            value={String(mark.pos)}
            onChange={(value) => set("pos", Number(value ?? 1))}
            data={POSITIONS.map((entry) => ({ value: entry.value, label: t(entry.label) }))}
            allowDeselect={false}
            disabled={!canEdit}
            data-testid="watermark-pos"
          />
          <Group grow>
            {number("offsetX", t("watermark.offsetX"))}
            {number("offsetY", t("watermark.offsetY"))}
          </Group>
          <Group grow>
            {number("minWidth", t("watermark.minWidth"))}
            {number("minHeight", t("watermark.minHeight"))}
          </Group>
          {canEdit ? (
            <Group>
              <Button onClick={() => save.mutate(mark)} loading={save.isPending} data-testid="watermark-save">
                {t("watermark.save")}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </PageCard>
  );
}
