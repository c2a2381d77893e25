import {
  Button,
  Grid,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { ZChannelFields } from "@suyuan/contracts/channel/channel-fields";
import type { TChannelItem } from "@suyuan/contracts/channel/channel-queries";
import { UploadField } from "@suyuan/ui/upload-field";
import { useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { checkConverted, useFormState } from "../../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";
import { QueryLoadError } from "../../../common/load-error.tsx";
import { PageCard } from "../../../common/page-card.tsx";
import { useUploadFieldProps } from "../../../common/use-upload-field-props.ts";
import { flattenChannels } from "../channel-options.ts";

const addRoute = getRouteApi("/_authed/channel/save");
const editRoute = getRouteApi("/_authed/channel/update");

/** The form's values: the channel fields as the inputs hold them. */
type Values = {
  name: string;
  path: string;
  parentId: string | null;
  modelId: string | null;
  modelIds: string[];
  title: string;
  keywords: string;
  description: string;
  tplChannel: string;
  tplContent: string;
  tplMobileChannel: string;
  priority: number | string;
  hasContent: boolean;
  display: boolean;
  link: string;
  titleImg: string | null;
  contentImg: string | null;
  workflowId: string | null;
  finalStep: number | string;
  staticChannel: boolean;
  staticContent: boolean;
  viewGroupIds: string[];
  contriGroupIds: string[];
  scoreGroupId: string | null;
};

/** The plain text inputs of the form. */
type TextKey = "name" | "link" | "title" | "keywords" | "tplChannel" | "tplContent" | "tplMobileChannel";

const ids = (list: readonly number[]) => list.map(String);
const id = (value: number | null | undefined) => (value ? String(value) : null);

function valuesOf(channel: TChannelItem | null, parentId: number | undefined): Values {
  return {
    name: channel?.name ?? "",
    path: channel?.path ?? "",
    parentId: channel ? id(channel.parentId) : id(parentId),
    modelId: id(channel?.modelId),
    modelIds: ids(channel?.modelIds ?? []),
    title: channel?.title ?? "",
    keywords: channel?.keywords ?? "",
    description: channel?.description ?? "",
    tplChannel: channel?.tplChannel ?? "",
    tplContent: channel?.tplContent ?? "",
    tplMobileChannel: channel?.tplMobileChannel ?? "",
    priority: channel?.priority ?? 10,
    hasContent: channel?.hasContent ?? true,
    display: channel?.display ?? true,
    link: channel?.link ?? "",
    titleImg: channel?.titleImg ?? null,
    contentImg: channel?.contentImg ?? null,
    workflowId: id(channel?.workflowId),
    finalStep: channel?.finalStep ?? "",
    staticChannel: channel?.staticChannel ?? false,
    staticContent: channel?.staticContent ?? false,
    viewGroupIds: ids(channel?.viewGroupIds ?? []),
    contriGroupIds: ids(channel?.contriGroupIds ?? []),
    scoreGroupId: id(channel?.scoreGroupId),
  };
}

/** The values as the procedures take them (blank numbers as none; the schema says what is wrong). */
function inputOf(values: Values) {
  const number = (value: number | string) => (value === "" ? null : Number(value));
  return {
    ...values,
    parentId: values.parentId ? Number(values.parentId) : null,
    modelId: values.modelId ? Number(values.modelId) : null,
    modelIds: values.modelIds.map(Number),
    priority: number(values.priority) ?? Number.NaN,
    workflowId: values.workflowId ? Number(values.workflowId) : null,
    finalStep: number(values.finalStep),
    viewGroupIds: values.viewGroupIds.map(Number),
    contriGroupIds: values.contriGroupIds.map(Number),
    // None chosen: the site's default group (0 clears a chosen one).
    scoreGroupId: values.scoreGroupId ? Number(values.scoreGroupId) : 0,
  };
}

const CHECK = checkConverted(ZChannelFields, inputOf);

export function ChannelAddPage() {
  const { parentId } = addRoute.useSearch();
  return <ChannelForm channel={null} parentId={parentId} />;
}

export function ChannelEditPage() {
  const { id: channelId } = editRoute.useSearch();
  const trpc = useTrpc();
  const channel = useQuery({ ...trpc.channel.get.queryOptions({ id: channelId ?? 0 }), enabled: Boolean(channelId) });
  if (channel.isError) return <QueryLoadError query={channel} />;
  if (!channel.data) return <Loader m="xl" />;
  return <ChannelForm key={channel.data.id} channel={channel.data} parentId={undefined} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={4} fz={15} c="gray.7">
        {title}
      </Title>
      <Grid gutter="md">{children}</Grid>
    </Stack>
  );
}

function ChannelForm({ channel, parentId }: { channel: TChannelItem | null; parentId: number | undefined }) {
  const { locale, t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const form = useFormState(valuesOf(channel, parentId), CHECK);
  const { values, errors, setValue: set, setErrors } = form;
  const [pathCheck, setPathCheck] = useState<boolean | null>(null);

  const tree = useQuery(trpc.channel.select.queryOptions({ hasContentOnly: false, excludeId: channel?.id }));
  const channelModels = useQuery(trpc.cmsModel.find.queryOptions({ containDisabled: false, kind: "channel" }));
  const contentModels = useQuery(trpc.cmsModel.find.queryOptions({ containDisabled: false, kind: "content" }));
  const workflows = useQuery(trpc.workflow.options.queryOptions({}));
  const groups = useQuery(trpc.channel.memberGroups.queryOptions());
  const scoreGroups = useQuery(trpc.scoreGroup.options.queryOptions({}));
  const create = useMutation(trpc.channel.create.mutationOptions());
  const update = useMutation(trpc.channel.update.mutationOptions());
  const uploadOne = useUploadFieldProps(t("upload.chooseImage"));

  const parents = useMemo(
    () => [{ value: "", label: t("channel.top") }, ...flattenChannels(tree.data ?? [])],
    [tree.data, locale],
  );
  const options = (rows: readonly { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

  const proposePath = async () => {
    if (!values.name.trim()) return;
    try {
      const { path } = await queryClient.fetchQuery(trpc.channel.proposePath.queryOptions({ name: values.name }));
      set("path", path);
      setPathCheck(true);
      setErrors(({ path: _path, ...rest }) => rest);
    } catch (error) {
      notifyFailure(error, t);
    }
  };
  const checkPath = async () => {
    if (!values.path.trim()) return setPathCheck(null);
    const { pass } = await queryClient.fetchQuery(
      trpc.channel.checkPath.queryOptions({ path: values.path, ...(channel ? { id: channel.id } : {}) }),
    );
    setPathCheck(pass);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      if (channel) await update.mutateAsync({ id: channel.id, data });
      else await create.mutateAsync(data);
    } catch (error) {
      setErrors(serverFieldErrors(notifyFailure(error, t)));
      return;
    }
    notifySuccess(t(channel ? "channel.updated" : "channel.created"));
    await queryClient.invalidateQueries({ queryKey: trpc.channel.pathKey() });
    void navigate({ to: "/channel/list" });
  };

  const error = (field: string) => (errors[field] ? ts(errors[field]) : undefined);
  const text = (key: TextKey, label: string, props: { required?: boolean; max?: number } = {}) => (
    <TextInput
      label={label}
      withAsterisk={props.required}
      maxLength={props.max}
      value={values[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      error={error(key)}
    />
  );

  return (
    <PageCard title={t(channel ? "channel.editTitle" : "channel.addTitle")} testId="channel-form-page">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="xl">
          <Section title={t("channel.basics")}>
            <Grid.Col span={{ base: 12, md: 6 }}>
              {text("name", t("channel.name"), { required: true, max: 100 })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t("channel.path")}
                withAsterisk
                maxLength={50}
                value={values.path}
                onChange={(event) => {
                  set("path", event.currentTarget.value);
                  setPathCheck(null);
                }}
                onBlur={() => void checkPath()}
                error={error("path")}
                description={
                  pathCheck === null ? undefined : (
                    <Text span size="xs" c={pathCheck ? "green" : "red"}>
                      {t(pathCheck ? "channel.pathFree" : "channel.pathTaken")}
                    </Text>
                  )
                }
                rightSectionWidth={96}
                rightSection={
                  <Button size="compact-xs" variant="light" onClick={() => void proposePath()}>
                    {t("channel.proposePath")}
                  </Button>
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label={t("channel.parent")}
                data={parents}
                value={values.parentId ?? ""}
                onChange={(value) => set("parentId", value ? value : null)}
                searchable
                allowDeselect={false}
                error={error("parentId")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <NumberInput
                label={t("channel.priority")}
                min={0}
                allowDecimal={false}
                value={values.priority}
                onChange={(value) => set("priority", value)}
                error={error("priority")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Stack gap={6} pt={24}>
                <Switch
                  label={t("channel.hasContent")}
                  checked={values.hasContent}
                  onChange={(event) => set("hasContent", event.currentTarget.checked)}
                />
                <Switch
                  label={t("channel.display")}
                  checked={values.display}
                  onChange={(event) => set("display", event.currentTarget.checked)}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label={t("channel.model")}
                placeholder={t("channel.modelDefault")}
                data={options(channelModels.data)}
                value={values.modelId}
                onChange={(value) => set("modelId", value)}
                clearable
                error={error("modelId")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <MultiSelect
                label={t("channel.contentModels")}
                description={t("channel.contentModelsHint")}
                data={options(contentModels.data)}
                value={values.modelIds}
                onChange={(value) => set("modelIds", value)}
                clearable
                error={error("modelIds")}
              />
            </Grid.Col>
            <Grid.Col span={12}>{text("link", t("channel.link"), { max: 500 })}</Grid.Col>
          </Section>

          <Section title={t("channel.seo")}>
            <Grid.Col span={{ base: 12, md: 6 }}>{text("title", t("channel.metaTitle"), { max: 150 })}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>{text("keywords", t("channel.keywords"), { max: 255 })}</Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t("channel.description")}
                maxLength={500}
                autosize
                minRows={2}
                value={values.description}
                onChange={(event) => set("description", event.currentTarget.value)}
                error={error("description")}
              />
            </Grid.Col>
          </Section>

          <Section title={t("channel.templates")}>
            <Grid.Col span={{ base: 12, md: 4 }}>{text("tplChannel", t("channel.tplChannel"), { max: 255 })}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>{text("tplContent", t("channel.tplContent"), { max: 255 })}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              {text("tplMobileChannel", t("channel.tplMobileChannel"), { max: 255 })}
            </Grid.Col>
          </Section>

          <Section title={t("channel.review")}>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label={t("channel.workflow")}
                placeholder={t("channel.workflowNone")}
                data={options(workflows.data)}
                value={values.workflowId}
                onChange={(value) => set("workflowId", value)}
                clearable
                error={error("workflowId")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <NumberInput
                label={t("channel.finalStep")}
                description={t("channel.finalStepHint")}
                min={1}
                max={100}
                allowDecimal={false}
                value={values.finalStep}
                onChange={(value) => set("finalStep", value)}
                error={error("finalStep")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap={6} pt={24}>
                <Switch
                  label={t("channel.staticChannel")}
                  checked={values.staticChannel}
                  onChange={(event) => set("staticChannel", event.currentTarget.checked)}
                />
                <Switch
                  label={t("channel.staticContent")}
                  checked={values.staticContent}
                  onChange={(event) => set("staticContent", event.currentTarget.checked)}
                />
              </Stack>
            </Grid.Col>
          </Section>

          <Section title={t("channel.images")}>
            {(
              [
                ["titleImg", "channel.titleImg"],
                ["contentImg", "channel.contentImg"],
              ] as const
            ).map(([key, label]) => (
              <Grid.Col key={key} span={{ base: 12, md: 6 }}>
                <UploadField
                  kind="image"
                  label={t(label)}
                  error={error(key)}
                  value={values[key] ? [values[key]] : []}
                  onChange={(next) => set(key, next[0] ?? null)}
                  {...uploadOne}
                />
              </Grid.Col>
            ))}
          </Section>

          <Section title={t("channel.permissions")}>
            {(
              [
                ["viewGroupIds", "channel.viewGroups"],
                ["contriGroupIds", "channel.contriGroups"],
              ] as const
            ).map(([key, label]) => (
              <Grid.Col key={key} span={{ base: 12, md: 6 }}>
                <MultiSelect
                  label={t(label)}
                  description={t("channel.groupsHint")}
                  data={options(groups.data)}
                  value={values[key]}
                  onChange={(value) => set(key, value)}
                  clearable
                  error={error(key)}
                />
              </Grid.Col>
            ))}
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label={t("channel.scoreGroup")}
                placeholder={t("channel.scoreGroupDefault")}
                data={options(scoreGroups.data)}
                value={values.scoreGroupId}
                onChange={(value) => set("scoreGroupId", value)}
                clearable
                error={error("scoreGroupId")}
              />
            </Grid.Col>
          </Section>

          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate({ to: "/channel/list" })}>
              {t("common.back")}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageCard>
  );
}
