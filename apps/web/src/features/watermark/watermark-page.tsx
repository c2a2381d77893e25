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
import { pick } from "../../i18n/pick-label.ts";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText, notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { LoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { useUploadFieldProps } from "../../common/use-upload-field-props.ts";

const T = {
  title: { zh: "水印设置", en: "Watermark" },
  hint: {
    zh: "开启后，上传的图片（JPEG、PNG、WebP）加上文字或图片水印，原图另行保留；小于最小宽高的图片不加水印。",
    en: "When on, uploaded images (JPEG, PNG, WebP) get a text or image watermark; the original is kept. Images smaller than the minimum size are left as they are.",
  },
  on: { zh: "开启水印", en: "Watermark on" },
  kind: { zh: "水印类型", en: "Kind" },
  text: { zh: "文字", en: "Text" },
  image: { zh: "图片", en: "Image" },
  content: { zh: "水印文字", en: "Text" },
  size: { zh: "字号（像素）", en: "Font size (px)" },
  color: { zh: "文字颜色", en: "Colour" },
  markImage: { zh: "水印图片", en: "Watermark image" },
  chooseImage: { zh: "选择水印图片", en: "Choose the image" },
  alpha: { zh: "不透明度（0-100，越小越透明）", en: "Opacity (0-100, smaller is more transparent)" },
  pos: { zh: "位置", en: "Position" },
  offsetX: { zh: "水平边距（像素）", en: "Horizontal offset (px)" },
  offsetY: { zh: "垂直边距（像素）", en: "Vertical offset (px)" },
  minWidth: { zh: "最小宽度（像素）", en: "Minimum width (px)" },
  minHeight: { zh: "最小高度（像素）", en: "Minimum height (px)" },
  save: { zh: "保存", en: "Save" },
  saved: { zh: "已保存", en: "Saved" },
} as const;

const POSITIONS = [
  { value: "1", zh: "左上", en: "Top left" },
  { value: "2", zh: "右上", en: "Top right" },
  { value: "3", zh: "左下", en: "Bottom left" },
  { value: "4", zh: "右下", en: "Bottom right" },
  { value: "5", zh: "居中", en: "Centre" },
  { value: "0", zh: "随机", en: "Random" },
];

/** 水印设置: the watermark uploaded images get (config/mark_*). */
export function WatermarkPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const client = useAppQueryClient();
  const canEdit = usePermitted(OPERATION_KEYS.watermarkUpdate);
  const current = useQuery(trpc.watermark.get.queryOptions());
  const [mark, setMark] = useState<TWatermark | null>(null);
  const [kind, setKind] = useState<"text" | "image">("text");
  const upload = useUploadFieldProps(pick(T.chooseImage, locale));
  useEffect(() => {
    if (current.data) {
      setMark(current.data);
      setKind(current.data.imagePath ? "image" : "text");
    }
  }, [current.data]);
  const save = useMutation(
    trpc.watermark.update.mutationOptions({
      onSuccess: () => {
        notifySuccess(pick(T.saved, locale));
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
    <PageCard title={pick(T.title, locale)} hint={pick(T.hint, locale)} testId="watermark-page">
      {current.isError ? (
        <LoadError message={failureText(toAppFailure(current.error), t)} onRetry={() => void current.refetch()} />
      ) : null}
      {mark ? (
        <Stack maw={560}>
          <Switch
            label={pick(T.on, locale)}
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
              { value: "text", label: pick(T.text, locale) },
              { value: "image", label: pick(T.image, locale) },
            ]}
            disabled={!canEdit}
            data-testid="watermark-kind"
          />
          {kind === "text" ? (
            <>
              <TextInput
                label={pick(T.content, locale)}
                value={mark.content}
                onChange={(event) => set("content", event.currentTarget.value)}
                error={fieldError("content")}
                disabled={!canEdit}
                data-testid="watermark-content"
              />
              <Group grow>
                {number("size", pick(T.size, locale))}
                <ColorInput
                  label={pick(T.color, locale)}
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
              label={pick(T.markImage, locale)}
              value={mark.imagePath ? [mark.imagePath] : []}
              onChange={(value) => set("imagePath", value[0] ?? "")}
              labels={upload.labels}
              headers={upload.headers}
              error={fieldError("imagePath")}
              disabled={!canEdit}
            />
          )}
          {number("alpha", pick(T.alpha, locale))}
          <Select
            label={pick(T.pos, locale)}
            value={String(mark.pos)}
            onChange={(value) => set("pos", Number(value ?? 1))}
            data={POSITIONS.map((entry) => ({ value: entry.value, label: pick(entry, locale) }))}
            allowDeselect={false}
            disabled={!canEdit}
            data-testid="watermark-pos"
          />
          <Group grow>
            {number("offsetX", pick(T.offsetX, locale))}
            {number("offsetY", pick(T.offsetY, locale))}
          </Group>
          <Group grow>
            {number("minWidth", pick(T.minWidth, locale))}
            {number("minHeight", pick(T.minHeight, locale))}
          </Group>
          {canEdit ? (
            <Group>
              <Button onClick={() => save.mutate(mark)} loading={save.isPending} data-testid="watermark-save">
                {pick(T.save, locale)}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </PageCard>
  );
}
