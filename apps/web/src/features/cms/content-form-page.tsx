import {
  Button,
  Grid,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import type { TCustomFieldValue } from "@suyuan/contracts/cms/custom-fields";
import type { TContentDetail } from "@suyuan/contracts/content/content-find";
import { ZContentFields, type TContentFieldsInput } from "@suyuan/contracts/content/content-fields";
import { RichTextField } from "@suyuan/ui/rich-text-field";
import { UploadField } from "@suyuan/ui/upload-field";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { NotFoundView } from "../../common/not-found-view.tsx";
import { FormSection } from "../../common/form-section.tsx";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { useRichTextLabels } from "../../common/use-rich-text-labels.ts";
import { useUploadFieldProps } from "../../common/use-upload-field-props.ts";
import { useChannelOptions } from "./channel-options.ts";
import { CustomFieldInput } from "./custom-field-input.tsx";

const addRoute = getRouteApi("/_authed/content/save");
const editRoute = getRouteApi("/_authed/content/update");

type Picture = { url: string; caption: string };
type Attachment = { name: string; path: string };

type FormValues = {
  channelId: string | null;
  modelId: string | null;
  typeId: string | null;
  title: string;
  shortTitle: string;
  author: string;
  origin: string;
  originUrl: string;
  description: string;
  tags: string[];
  txt: string;
  titleImg: string[];
  typeImg: string[];
  contentImg: string[];
  pictures: Picture[];
  attachments: Attachment[];
  releaseDate: Date | null;
  topLevel: number;
  topLevelExpiry: Date | null;
  recommendLevel: number;
  attrs: Record<string, TCustomFieldValue>;
};

export function initialValues(channelId: number | undefined, content?: TContentDetail): FormValues {
  const one = (url: string | null | undefined) => (url ? [url] : []);
  return {
    channelId: content ? String(content.channelId) : channelId ? String(channelId) : null,
    modelId: content?.modelId ? String(content.modelId) : null,
    typeId: content?.typeId ? String(content.typeId) : null,
    title: content?.title ?? "",
    shortTitle: content?.shortTitle ?? "",
    author: content?.author ?? "",
    origin: content?.origin ?? "",
    originUrl: content?.originUrl ?? "",
    description: content?.description ?? "",
    tags: content?.tags ?? [],
    txt: content?.txt ?? "",
    titleImg: one(content?.titleImg),
    typeImg: one(content?.typeImg),
    contentImg: one(content?.contentImg),
    pictures: (content?.pictures ?? []).map((picture) => ({ url: picture.url, caption: picture.caption ?? "" })),
    attachments: (content?.attachments ?? []).map((file) => ({ name: file.name, path: file.path })),
    releaseDate: content?.releaseDate ?? null,
    topLevel: content?.topLevel ?? 0,
    topLevelExpiry: content?.topLevelExpiry ?? null,
    recommendLevel: content?.recommendLevel ?? 0,
    attrs: (content?.attrs ?? {}) as Record<string, TCustomFieldValue>,
  };
}

const blankToNull = (text: string) => (text.trim() ? text.trim() : null);

function toInput(values: FormValues, draft: boolean): TContentFieldsInput {
  return {
    channelId: Number(values.channelId),
    modelId: values.modelId ? Number(values.modelId) : null,
    typeId: values.typeId ? Number(values.typeId) : null,
    title: values.title,
    shortTitle: blankToNull(values.shortTitle),
    author: blankToNull(values.author),
    origin: blankToNull(values.origin),
    originUrl: blankToNull(values.originUrl),
    description: blankToNull(values.description),
    tags: values.tags,
    txt: blankToNull(values.txt),
    titleImg: values.titleImg[0] ?? null,
    typeImg: values.typeImg[0] ?? null,
    contentImg: values.contentImg[0] ?? null,
    pictures: values.pictures.map((picture) => ({ url: picture.url, caption: blankToNull(picture.caption) })),
    attachments: values.attachments,
    releaseDate: values.releaseDate,
    topLevel: values.topLevel,
    topLevelExpiry: values.topLevelExpiry,
    recommendLevel: values.recommendLevel,
    attrs: values.attrs,
    draft,
  };
}

/**
 * The contract's rules over the form (the server checks the same). A custom field's issue
 * (`attrs.<field>`) shows under that field, as the server's field errors do.
 */
function checkContent(values: FormValues): ValidationResult<TContentFieldsInput> {
  const input = toInput(values, false);
  const result = ZContentFields.safeParse(input);
  if (result.success) return { ok: true, data: input };
  const issues = result.error.issues.map((issue) =>
    issue.path[0] === "attrs" && issue.path.length > 1 ? { ...issue, path: issue.path.slice(1) } : issue,
  );
  return { ok: false, errors: issuesByField(issues) };
}

/** 发布内容: a new content item, in the channel chosen on the list (if any). */
export function ContentAddPage() {
  const { channelId } = addRoute.useSearch();
  return <ContentForm initial={initialValues(channelId)} />;
}

/** 修改内容: an existing content item. */
export function ContentEditPage() {
  const { id } = editRoute.useSearch();
  return id ? <ContentEdit key={id} id={id} /> : <NotFoundView />;
}

function ContentEdit({ id }: { id: number }) {
  const content = useQuery(useTrpc().content.get.queryOptions({ id }));
  if (content.isPending) return <Loader />;
  if (content.isError) return <QueryLoadError query={content} />;
  return <ContentForm id={id} initial={initialValues(undefined, content.data)} />;
}

export function ContentForm({ id, initial }: { id?: number; initial: FormValues }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useFormState(initial, checkContent);
  const { values, errors, setValue: set, setErrors } = form;
  const channels = useChannelOptions();
  const uploadOne = useUploadFieldProps(t("upload.chooseImage"));
  const uploadMany = useUploadFieldProps(t("upload.chooseImages"));
  const richTextLabels = useRichTextLabels();

  const channelId = values.channelId ? Number(values.channelId) : 0;
  const channel = useQuery({ ...trpc.channel.get.queryOptions({ id: channelId }), enabled: channelId > 0 });
  const models = channel.data?.selfModels ?? [];
  const modelId = values.modelId ? Number(values.modelId) : (models[0]?.id ?? 0);
  const items = useQuery({
    ...trpc.cmsModel.items.queryOptions({ modelId, displayOnly: true }),
    enabled: modelId > 0,
  });
  const types = useQuery(trpc.contentType.options.queryOptions({}, { staleTime: 60_000 }));
  const customItems = (items.data ?? []).filter((item) => item.isCustom);

  const create = useMutation(trpc.content.create.mutationOptions());
  const update = useMutation(trpc.content.update.mutationOptions());
  const pending = create.isPending || update.isPending;
  const handlers = {
    onSuccess: async (saved: { id: number; status: number }) => {
      const message =
        saved.status === 2
          ? "content.savedPassed"
          : saved.status === 1
            ? "content.savedChecking"
            : "content.savedDraft";
      notifySuccess(t(message));
      await client.invalidateQueries({ queryKey: trpc.content.pathKey() });
      void navigate({ to: "/content/view", search: { id: saved.id } });
    },
    onError: (error: unknown) => setErrors(serverFieldErrors(notifyFailure(error, t))),
  };

  const submit = (draft: boolean) => {
    if (!form.validate()) return;
    const data = { ...toInput(values, draft), modelId: modelId || null };
    if (id) update.mutate({ id, data }, handlers);
    else create.mutate(data, handlers);
  };
  const error = (name: string) => (errors[name] ? ts(errors[name]) : undefined);

  return (
    <PageCard title={t(id ? "content.edit" : "content.add")} testId="content-form-page">
      <Stack gap="lg">
        <FormSection title={t("content.basics")}>
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label={t("content.channel")}
                required
                searchable
                data={channels.options}
                value={values.channelId}
                onChange={(next) => {
                  set("channelId", next);
                  set("modelId", null);
                }}
                // With no channel chosen the one thing to say is to choose one.
                error={errors.channelId && !values.channelId ? t("content.pickChannel") : error("channelId")}
                data-testid="content-channel"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Select
                label={t("content.model")}
                data={models.map((model) => ({ value: String(model.id), label: model.name }))}
                value={modelId ? String(modelId) : null}
                onChange={(next) => set("modelId", next)}
                disabled={models.length <= 1}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Select
                label={t("content.type")}
                clearable
                data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
                value={values.typeId}
                onChange={(next) => set("typeId", next)}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t("content.title")}
                required
                maxLength={150}
                value={values.title}
                onChange={(event) => set("title", event.currentTarget.value)}
                error={error("title")}
                data-testid="content-title"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t("content.shortTitle")}
                value={values.shortTitle}
                onChange={(event) => set("shortTitle", event.currentTarget.value)}
                error={error("shortTitle")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <TextInput
                label={t("content.author")}
                value={values.author}
                onChange={(event) => set("author", event.currentTarget.value)}
                error={error("author")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <TextInput
                label={t("content.origin")}
                value={values.origin}
                onChange={(event) => set("origin", event.currentTarget.value)}
                error={error("origin")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t("content.originUrl")}
                value={values.originUrl}
                onChange={(event) => set("originUrl", event.currentTarget.value)}
                error={error("originUrl")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TagsInput
                label={t("content.tags")}
                description={t("content.tagsHint")}
                maxTags={20}
                value={values.tags}
                onChange={(next) => set("tags", next)}
                error={error("tags")}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t("content.description")}
                autosize
                minRows={2}
                maxLength={500}
                value={values.description}
                onChange={(event) => set("description", event.currentTarget.value)}
                error={error("description")}
              />
            </Grid.Col>
          </Grid>
        </FormSection>

        <RichTextField
          label={t("content.body")}
          value={values.txt}
          onChange={(html) => set("txt", html)}
          labels={richTextLabels}
          error={error("txt")}
        />

        {customItems.length > 0 ? (
          <FormSection title={t("content.customFields")}>
            <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="content-custom-fields">
              {customItems.map((item) => (
                <CustomFieldInput
                  key={item.id}
                  item={item}
                  value={values.attrs[item.field]}
                  error={error(item.field)}
                  onChange={(next) => set("attrs", { ...values.attrs, [item.field]: next })}
                />
              ))}
            </SimpleGrid>
          </FormSection>
        ) : null}

        <FormSection title={t("content.media")}>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <UploadField
              kind="image"
              label={t("content.titleImg")}
              value={values.titleImg}
              onChange={(next) => set("titleImg", next)}
              error={error("titleImg")}
              {...uploadOne}
            />
            <UploadField
              kind="image"
              label={t("content.typeImg")}
              value={values.typeImg}
              onChange={(next) => set("typeImg", next)}
              error={error("typeImg")}
              {...uploadOne}
            />
            <UploadField
              kind="image"
              label={t("content.contentImg")}
              value={values.contentImg}
              onChange={(next) => set("contentImg", next)}
              error={error("contentImg")}
              {...uploadOne}
            />
          </SimpleGrid>
          <UploadField
            kind="image"
            multiple
            label={t("content.pictures")}
            value={values.pictures.map((picture) => picture.url)}
            onChange={(urls) =>
              set(
                "pictures",
                urls.map((url) => values.pictures.find((picture) => picture.url === url) ?? { url, caption: "" }),
              )
            }
            error={error("pictures")}
            {...uploadMany}
          />
          {values.pictures.map((picture, index) => (
            <TextInput
              key={picture.url}
              label={`${t("content.caption")} ${index + 1}`}
              value={picture.caption}
              onChange={(event) => {
                const caption = event.currentTarget.value;
                set(
                  "pictures",
                  values.pictures.map((entry, at) => (at === index ? { ...entry, caption } : entry)),
                );
              }}
            />
          ))}
          <UploadField
            kind="attach"
            multiple
            label={t("content.attachments")}
            value={values.attachments.map((file) => file.path)}
            onUploaded={(file) =>
              set("attachments", (current) =>
                current.some((entry) => entry.path === file.url)
                  ? current
                  : [...current, { name: file.fileName, path: file.url }],
              )
            }
            onChange={(paths) =>
              set(
                "attachments",
                values.attachments.filter((file) => paths.includes(file.path)),
              )
            }
            error={error("attachments")}
            {...uploadMany}
          />
        </FormSection>

        <FormSection title={t("content.publishing")}>
          {/* Some fields carry a hint and some not: the inputs line up along their bottom edge. */}
          <SimpleGrid cols={{ base: 1, md: 4 }} style={{ alignItems: "end" }}>
            <DateTimePicker
              label={t("content.releaseDate")}
              description={t("content.releaseDateHint")}
              clearable
              valueFormat="YYYY-MM-DD HH:mm"
              value={values.releaseDate}
              onChange={(next) => set("releaseDate", next ? new Date(next) : null)}
              error={error("releaseDate")}
            />
            <NumberInput
              label={t("content.topLevel")}
              description={t("content.topLevelHint")}
              min={0}
              max={99}
              value={values.topLevel}
              onChange={(next) => set("topLevel", Number(next) || 0)}
              error={error("topLevel")}
            />
            <DateTimePicker
              label={t("content.topExpiry")}
              clearable
              valueFormat="YYYY-MM-DD HH:mm"
              value={values.topLevelExpiry}
              onChange={(next) => set("topLevelExpiry", next ? new Date(next) : null)}
              error={error("topLevelExpiry")}
            />
            <NumberInput
              label={t("content.recommendLevel")}
              min={0}
              max={99}
              value={values.recommendLevel}
              onChange={(next) => set("recommendLevel", Number(next) || 0)}
              error={error("recommendLevel")}
            />
          </SimpleGrid>
        </FormSection>

        <Group justify="flex-end">
          <Button variant="default" loading={pending} onClick={() => submit(true)} data-testid="content-save-draft">
            {t("content.saveDraft")}
          </Button>
          <Button loading={pending} onClick={() => submit(false)} data-testid="content-save-submit">
            {t("content.saveSubmit")}
          </Button>
        </Group>
      </Stack>
    </PageCard>
  );
}
