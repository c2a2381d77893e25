import { Button, Group, Menu, Modal, MultiSelect, NumberInput, Select, Stack, Textarea } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import {
  ZCheckContentInput,
  ZContentIdsInput,
  ZCopyContentInput,
  ZMoveContentInput,
  ZPrioritizeContentInput,
  ZPushContentInput,
  ZRecommendContentInput,
  ZReferContentInput,
  ZRejectContentInput,
} from "@suyuan/contracts/content/content-actions";
import { canApply, type ContentAction } from "@suyuan/contracts/content/content-status";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { IconChevronDown } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useContext, useMemo, useState } from "react";
import type { z } from "zod";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkConverted, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { isPermitted } from "../../permissions/is-permitted.ts";
import { PermsContext } from "../../permissions/perms-context.tsx";
import { useChannelOptions } from "./channel-options.ts";

/** What a batch action asks for before it runs. */
type Needs = "none" | "opinion" | "optionalOpinion" | "level" | "top" | "channel" | "channels" | "push";

type ActionSpec = {
  action: ContentAction;
  key: PermissionKey;
  label: { zh: string; en: string };
  needs: Needs;
  danger?: boolean;
};

/** Every batch action of the content list (issue 12), with its permission key and what it asks. */
const BATCH_ACTIONS: readonly ActionSpec[] = [
  { action: "submit", key: CONTENT_KEYS.submit, label: { zh: "提交审核", en: "Submit" }, needs: "none" },
  { action: "check", key: CONTENT_KEYS.check, label: { zh: "审核通过", en: "Check" }, needs: "optionalOpinion" },
  { action: "reject", key: CONTENT_KEYS.reject, label: { zh: "退回", en: "Return" }, needs: "opinion" },
  { action: "pigeonhole", key: CONTENT_KEYS.pigeonhole, label: { zh: "归档", en: "Archive" }, needs: "none" },
  { action: "unpigeonhole", key: CONTENT_KEYS.unpigeonhole, label: { zh: "出档", en: "Unarchive" }, needs: "none" },
  { action: "recommend", key: CONTENT_KEYS.recommend, label: { zh: "推荐", en: "Recommend" }, needs: "level" },
  { action: "priority", key: CONTENT_KEYS.priority, label: { zh: "置顶", en: "Put on top" }, needs: "top" },
  { action: "move", key: CONTENT_KEYS.move, label: { zh: "移动", en: "Move" }, needs: "channel" },
  { action: "copy", key: CONTENT_KEYS.copy, label: { zh: "复制", en: "Copy" }, needs: "channel" },
  { action: "refer", key: CONTENT_KEYS.refer, label: { zh: "引用", en: "Refer" }, needs: "channels" },
  { action: "push", key: CONTENT_KEYS.push, label: { zh: "推送", en: "Push" }, needs: "push" },
  { action: "delete", key: CONTENT_KEYS.delete, label: { zh: "删除", en: "Delete" }, needs: "none", danger: true },
];

type Values = {
  opinion: string;
  level: number;
  expiresAt: Date | null;
  channelId: string | null;
  channelIds: string[];
};
const EMPTY: Values = { opinion: "", level: 1, expiresAt: null, channelId: null, channelIds: [] };

/** What each action sends, from the dialog's values. */
function inputsOf(ids: number[], values: Values) {
  const opinion = values.opinion.trim();
  const channelId = Number(values.channelId);
  const channelIds = values.channelIds.map(Number);
  return {
    ids: { ids },
    check: { ids, opinion: opinion || null },
    reject: { ids, opinion, oneStep: false },
    recommend: { ids, level: values.level },
    priority: { ids, topLevel: values.level, expiresAt: values.expiresAt },
    channel: { ids, channelId },
    channels: { ids, channelIds },
  };
}

/** Each action's input as `inputsOf` names it, and the schema its procedure checks it with. */
const ACTION_INPUTS: Record<ContentAction, { input: keyof ReturnType<typeof inputsOf>; schema: z.ZodType }> = {
  submit: { input: "ids", schema: ZContentIdsInput },
  check: { input: "check", schema: ZCheckContentInput },
  reject: { input: "reject", schema: ZRejectContentInput },
  pigeonhole: { input: "ids", schema: ZContentIdsInput },
  unpigeonhole: { input: "ids", schema: ZContentIdsInput },
  recommend: { input: "recommend", schema: ZRecommendContentInput },
  priority: { input: "priority", schema: ZPrioritizeContentInput },
  move: { input: "channel", schema: ZMoveContentInput },
  copy: { input: "channel", schema: ZCopyContentInput },
  refer: { input: "channels", schema: ZReferContentInput },
  push: { input: "channels", schema: ZPushContentInput },
  delete: { input: "ids", schema: ZContentIdsInput },
  cycle_recycle: { input: "ids", schema: ZContentIdsInput },
  cycle_delete: { input: "ids", schema: ZContentIdsInput },
};

/** The dialog's check: the action's input against its procedure's schema (the top level is the level box's). */
function checkAction(action: ContentAction, ids: number[]): (values: Values) => ValidationResult<unknown> {
  const { input, schema } = ACTION_INPUTS[action];
  const check = checkConverted(schema, (values: Values) => inputsOf(ids, values)[input]);
  return (values) => {
    const result = check(values);
    if (result.ok || !result.errors.topLevel) return result;
    const { topLevel, ...errors } = result.errors;
    return { ok: false, errors: { ...errors, level: topLevel } };
  };
}

/** Runs one action on the ids through its typed procedure. */
function useRunAction() {
  const trpc = useTrpc();
  const client = useQueryClient();
  const { t } = useI18n();
  const run = useMutation({
    mutationFn: async ({ action, ids, values }: { action: ContentAction; ids: number[]; values: Values }) => {
      const input = inputsOf(ids, values);
      switch (action) {
        case "submit":
          return trpcMutate(trpc.content.submit.mutationOptions(), input.ids);
        case "check":
          return trpcMutate(trpc.content.check.mutationOptions(), input.check);
        case "reject":
          return trpcMutate(trpc.content.reject.mutationOptions(), input.reject);
        case "pigeonhole":
          return trpcMutate(trpc.content.pigeonhole.mutationOptions(), input.ids);
        case "unpigeonhole":
          return trpcMutate(trpc.content.unpigeonhole.mutationOptions(), input.ids);
        case "recommend":
          return trpcMutate(trpc.content.recommend.mutationOptions(), input.recommend);
        case "priority":
          return trpcMutate(trpc.content.prioritize.mutationOptions(), input.priority);
        case "move":
          return trpcMutate(trpc.content.move.mutationOptions(), input.channel);
        case "copy":
          return trpcMutate(trpc.content.copy.mutationOptions(), input.channel);
        case "refer":
          return trpcMutate(trpc.content.refer.mutationOptions(), input.channels);
        case "push":
          return trpcMutate(trpc.content.push.mutationOptions(), input.channels);
        case "delete":
          return trpcMutate(trpc.content.delete.mutationOptions(), input.ids);
        case "cycle_recycle":
          return trpcMutate(trpc.content.restore.mutationOptions(), input.ids);
        case "cycle_delete":
          return trpcMutate(trpc.content.purge.mutationOptions(), input.ids);
      }
    },
    onSuccess: async () => {
      notifySuccess(t("content.done"));
      await client.invalidateQueries({ queryKey: trpc.content.pathKey() });
    },
    onError: (error) => notifyFailure(error, t),
  });
  return run;
}

/** Calls a procedure through its generated mutation options (one mutation hook serves every action). */
async function trpcMutate<Input>(
  options: { mutationFn?: (variables: Input, ...rest: never[]) => Promise<unknown> },
  input: Input,
): Promise<unknown> {
  if (!options.mutationFn) throw new Error("no mutation");
  return options.mutationFn(input);
}

/** The input an action asks for, in a dialog; confirms and runs it. */
function ActionDialog({
  spec,
  ids,
  onClose,
  onDone,
}: {
  spec: ActionSpec;
  ids: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { locale, t, ts } = useI18n();
  const run = useRunAction();
  const check = useMemo(() => checkAction(spec.action, ids), [spec.action, ids]);
  const form = useFormState<Values, unknown>(spec.needs === "top" ? { ...EMPTY, level: 1 } : EMPTY, check);
  const { values, setValue } = form;
  const error = (name: keyof Values) => (form.errors[name] ? ts(form.errors[name]) : null);
  const channels = useChannelOptions();
  const shareTree = useQuery({ ...useTrpc().content.shareTree.queryOptions(), enabled: spec.needs === "push" });
  const pushOptions = (shareTree.data ?? []).map((site) => ({
    group: site.siteName,
    items: site.channels.map((channel) => ({ value: String(channel.id), label: channel.name })),
  }));
  const label = pick(spec.label, locale);
  const missing =
    (spec.needs === "opinion" && !values.opinion.trim()) ||
    (spec.needs === "channel" && !values.channelId) ||
    ((spec.needs === "channels" || spec.needs === "push") && values.channelIds.length === 0);
  return (
    <Modal opened onClose={onClose} title={label} centered>
      <Stack>
        {spec.needs === "opinion" || spec.needs === "optionalOpinion" ? (
          <Textarea
            label={t("content.opinion")}
            required={spec.needs === "opinion"}
            error={
              error("opinion") ??
              (spec.needs === "opinion" && !values.opinion.trim() ? t("content.opinionRequired") : null)
            }
            autosize
            minRows={3}
            maxLength={500}
            value={values.opinion}
            onChange={(event) => setValue("opinion", event.currentTarget.value)}
            data-testid="content-action-opinion"
          />
        ) : null}
        {spec.needs === "level" || spec.needs === "top" ? (
          <NumberInput
            label={t(spec.needs === "top" ? "content.topLevel" : "content.level")}
            description={spec.needs === "top" ? t("content.topLevelHint") : undefined}
            min={0}
            max={99}
            value={values.level}
            onChange={(value) => setValue("level", Number(value) || 0)}
            error={error("level")}
          />
        ) : null}
        {spec.needs === "top" ? (
          <DateTimePicker
            label={t("content.expiresAt")}
            clearable
            valueFormat="YYYY-MM-DD HH:mm"
            value={values.expiresAt}
            onChange={(value) => setValue("expiresAt", value ? new Date(value) : null)}
            error={error("expiresAt")}
          />
        ) : null}
        {spec.needs === "channel" ? (
          <Select
            label={t("content.targetChannel")}
            searchable
            data={channels.options}
            value={values.channelId}
            onChange={(value) => setValue("channelId", value)}
            error={error("channelId")}
          />
        ) : null}
        {spec.needs === "channels" ? (
          <MultiSelect
            label={t("content.targetChannels")}
            searchable
            data={channels.options}
            value={values.channelIds}
            onChange={(value) => setValue("channelIds", value)}
            error={error("channelIds")}
          />
        ) : null}
        {spec.needs === "push" ? (
          <MultiSelect
            label={t("content.targetChannels")}
            searchable
            data={pushOptions}
            value={values.channelIds}
            onChange={(value) => setValue("channelIds", value)}
            error={error("channelIds")}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("content.cancel")}
          </Button>
          <Button
            color={spec.danger ? "red" : undefined}
            disabled={missing}
            loading={run.isPending}
            data-testid="content-action-confirm"
            onClick={() => {
              if (!form.validate()) return;
              run.mutate(
                { action: spec.action, ids, values },
                {
                  onSuccess: () => {
                    onDone();
                    onClose();
                  },
                },
              );
            }}
          >
            {t("content.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The batch actions for the selected content: each the user holds the key of (and, on a status
 * tab, each that status allows), confirmed before it runs; refusals come back as the server's message.
 */
export function ContentBatchActions({
  ids,
  status,
  onDone,
  only,
}: {
  ids: number[];
  /** The status tab shown (undefined: all statuses). */
  status: number | undefined;
  onDone: () => void;
  /** Limit to these actions (the review queue offers check and reject). */
  only?: readonly ContentAction[];
}) {
  const { locale, t } = useI18n();
  const perms = useContext(PermsContext);
  const run = useRunAction();
  const [open, setOpen] = useState<ActionSpec | null>(null);
  const available = BATCH_ACTIONS.filter(
    (spec) =>
      isPermitted(perms, spec.key) &&
      (only === undefined || only.includes(spec.action)) &&
      (status === undefined || canApply(spec.action, status)),
  );
  if (available.length === 0) return null;

  const start = (spec: ActionSpec) => {
    if (ids.length === 0) return;
    if (spec.needs !== "none") return setOpen(spec);
    confirmAction({
      title: t("content.confirmTitle"),
      message: t("content.confirmMessage", { count: ids.length, action: pick(spec.label, locale) }),
      confirmLabel: t("content.confirm"),
      cancelLabel: t("content.cancel"),
      danger: spec.danger,
      onConfirm: () => run.mutate({ action: spec.action, ids, values: EMPTY }, { onSuccess: onDone }),
    });
  };

  const [first, ...rest] = available.slice(0, 3);
  const more = available.slice(3);
  return (
    <Group gap="xs" data-testid="content-batch-actions">
      {[first, ...rest]
        .filter((spec): spec is ActionSpec => Boolean(spec))
        .map((spec) => (
          <Button
            key={spec.action}
            size="xs"
            variant="light"
            color={spec.danger ? "red" : undefined}
            disabled={ids.length === 0}
            onClick={() => start(spec)}
            data-testid={`content-action-${spec.action}`}
          >
            {pick(spec.label, locale)}
          </Button>
        ))}
      {more.length > 0 ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              disabled={ids.length === 0}
              rightSection={<IconChevronDown size={14} />}
            >
              …
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((spec) => (
              <Menu.Item
                key={spec.action}
                color={spec.danger ? "red" : undefined}
                onClick={() => start(spec)}
                data-testid={`content-action-${spec.action}`}
              >
                {pick(spec.label, locale)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      {open ? <ActionDialog spec={open} ids={ids} onClose={() => setOpen(null)} onDone={onDone} /> : null}
    </Group>
  );
}

export { useRunAction };
