import { Badge, Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import {
  MESSAGE_BOX,
  MESSAGE_TEXT_MAX,
  ZMessageSendInput,
  type MessageItem,
} from "@suyuan/contracts/message/message-operations";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { ConfirmButton } from "../../common/confirm-button.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { TitleSearch } from "../../common/title-search.tsx";
import { QueryTable } from "../../common/query-table.tsx";
import { useCountedOutcome } from "../../common/use-counted-outcome.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { notifyFailure } from "../../lib/failure.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkConverted, useFormState } from "../../lib/use-form-state.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import type { MessageListSearch } from "./message-list-search.ts";

const route = getRouteApi("/_authed/message/list");

/** What the compose dialog starts from: a new message, an answer, a forward, or a draft to edit. */
type Draft = { id?: number; username: string; title: string; content: string };

/** 站内信: the administrator's inbox, sent messages, drafts and bin, with a dialog to write. */
export function MessageListPage() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const client = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const box = search.box ?? MESSAGE_BOX.inbox;
  const paging = { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
  const list = useQuery({
    ...trpc.message.list.queryOptions({ ...paging, box: box as 0 | 1 | 2 | 3, title: search.title }),
    placeholderData: keepPreviousData,
  });
  const go = (next: Partial<MessageListSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, page: undefined, ...next }) });
  const [opened, setOpened] = useState<MessageItem | null>(null);
  const [composing, setComposing] = useState<Draft | null>(null);
  const reloaded = {
    onSuccess: () => {
      notifySuccess(t("message.done"));
      void client.invalidateQueries({ queryKey: trpc.message.pathKey() });
    },
    onError: (error: unknown) => notifyFailure(error, t),
  };
  const read = useMutation(
    trpc.message.read.mutationOptions({
      onSuccess: (item) => {
        setOpened(item);
        void client.invalidateQueries({ queryKey: trpc.message.list.pathKey() });
      },
      onError: (error) => notifyFailure(error, t),
    }),
  );
  const trash = useMutation(trpc.message.trash.mutationOptions(reloaded));
  const revert = useMutation(trpc.message.revert.mutationOptions(reloaded));
  const empty = useMutation(trpc.message.empty.mutationOptions(reloaded));
  const sendDraft = useMutation(trpc.message.tosend.mutationOptions(reloaded));

  const columns = useMemo<DataColumn<MessageItem>[]>(
    () => [
      {
        accessorKey: "msgTitle",
        header: t("message.msgTitle"),
        size: 260,
        Cell: ({ row }) => (
          <Text size="sm" fw={row.original.msgStatus || box !== MESSAGE_BOX.inbox ? 400 : 700} lineClamp={2}>
            {row.original.msgTitle}
          </Text>
        ),
      },
      { accessorKey: "msgSendUserUserName", header: t("message.from"), size: 120 },
      { accessorKey: "msgReceiverUserName", header: t("message.to"), size: 120 },
      { accessorKey: "sendTime", header: t("message.sendTime"), size: 150 },
      {
        accessorKey: "msgStatus",
        header: t("message.read"),
        size: 80,
        Cell: ({ row }) => (
          <Badge variant="light" color={row.original.msgStatus ? "gray" : "blue"} data-testid="message-status">
            {t(row.original.msgStatus ? "message.read" : "message.unread")}
          </Badge>
        ),
      },
    ],
    [locale, box],
  );
  const confirm = (text: UiKey, count: number) => t(text, { count });

  return (
    <PageCard
      title={t("message.title")}
      hint={t("message.hint")}
      testId="message-list-page"
      actions={
        <Permitted perm={MESSAGE_KEYS.send}>
          <Button data-testid="message-compose" onClick={() => setComposing({ username: "", title: "", content: "" })}>
            {t("message.compose")}
          </Button>
        </Permitted>
      }
    >
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          value={String(box)}
          onChange={(value) => go({ box: value === "0" ? undefined : Number(value) })}
          data-testid="message-box"
          data={[
            { value: "0", label: t("message.inbox") },
            { value: "1", label: t("message.sent") },
            { value: "2", label: t("message.drafts") },
            { value: "3", label: t("message.bin") },
          ]}
        />
        <TitleSearch value={search.title} label={t("message.searchTitle")} onSearch={(title) => go({ title })} />
      </Group>
      <QueryTable
        tableId="cms-messages"
        list={list}
        columns={columns}
        paging={paging}
        onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
        selectable
        rowActionsSize={200}
        rowActions={(item) => (
          <Group gap={4} wrap="nowrap">
            {box === MESSAGE_BOX.drafts ? (
              <Permitted perm={MESSAGE_KEYS.send}>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() =>
                    setComposing({
                      id: item.id,
                      username: item.msgReceiverUserName,
                      title: item.msgTitle,
                      content: item.msgContent,
                    })
                  }
                >
                  {t("message.edit")}
                </Button>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="green"
                  data-testid="message-send-draft"
                  onClick={() => sendDraft.mutate({ id: item.id })}
                >
                  {t("message.send")}
                </Button>
              </Permitted>
            ) : (
              <Button
                size="compact-xs"
                variant="light"
                data-testid="message-open"
                onClick={() => read.mutate({ id: item.id, msgBox: box === MESSAGE_BOX.sent ? 1 : 0 })}
              >
                {t("message.open")}
              </Button>
            )}
            {box === MESSAGE_BOX.inbox ? (
              <Permitted perm={MESSAGE_KEYS.send}>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  data-testid="message-reply"
                  onClick={() =>
                    setComposing({
                      username: item.msgSendUserUserName,
                      title: `${t("message.replyPrefix")}${item.msgTitle}`.slice(0, 255),
                      content: "",
                    })
                  }
                >
                  {t("message.reply")}
                </Button>
              </Permitted>
            ) : null}
            {box === MESSAGE_BOX.inbox || box === MESSAGE_BOX.sent ? (
              <Permitted perm={MESSAGE_KEYS.send}>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() =>
                    setComposing({
                      username: "",
                      title: `${t("message.forwardPrefix")}${item.msgTitle}`.slice(0, 255),
                      content: item.msgContent,
                    })
                  }
                >
                  {t("message.forward")}
                </Button>
              </Permitted>
            ) : null}
          </Group>
        )}
        toolbar={({ rows, clear }) => {
          const ids = rows.map((row) => row.id);
          return box === MESSAGE_BOX.bin ? (
            <Group gap="xs">
              <ConfirmButton
                perm={MESSAGE_KEYS.trash}
                message={confirm("message.revertMessage", rows.length)}
                onConfirm={() => revert.mutate({ ids }, { onSuccess: clear })}
                selected={rows.length}
                testId="messages-revert"
              >
                {t("message.revert")}
              </ConfirmButton>
              <ConfirmButton
                perm={MESSAGE_KEYS.empty}
                message={confirm("message.emptyMessage", rows.length)}
                danger
                onConfirm={() => empty.mutate({ ids }, { onSuccess: clear })}
                selected={rows.length}
                testId="messages-empty"
              >
                {t("message.empty")}
              </ConfirmButton>
            </Group>
          ) : (
            <ConfirmButton
              perm={MESSAGE_KEYS.trash}
              message={confirm("message.trashMessage", rows.length)}
              onConfirm={() => trash.mutate({ ids }, { onSuccess: clear })}
              selected={rows.length}
              testId="messages-trash"
            >
              {t("message.trash")}
            </ConfirmButton>
          );
        }}
      />
      {opened ? (
        <Modal opened onClose={() => setOpened(null)} title={opened.msgTitle} centered size="lg">
          <Stack gap="xs" data-testid="message-dialog">
            <Text size="sm" c="dimmed">
              {t("message.from")}：{opened.msgSendUserUserName} · {t("message.to")}：{opened.msgReceiverUserName} ·{" "}
              {opened.sendTime}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {opened.msgContent}
            </Text>
          </Stack>
        </Modal>
      ) : null}
      {composing ? <ComposeDialog draft={composing} onClose={() => setComposing(null)} /> : null}
    </PageCard>
  );
}

// Named as the contract names them, so a field's message clears as it is typed in.
type ComposeValues = { username: string; groupId: string | null; msgTitle: string; msgContent: string };

/** The message as sending takes it (saving a draft takes its title and text, and a username). */
const sendInputOf = (values: ComposeValues) => ({
  msgTitle: values.msgTitle.trim(),
  msgContent: values.msgContent,
  username: values.username.trim() || null,
  groupId: values.groupId === null ? -1 : Number(values.groupId),
});

// The send's rules; a draft's further need of a username is the disabled button's.
const CHECK = checkConverted(ZMessageSendInput, sendInputOf);

/** Writes a message (to a username and/or a member group), or edits a draft. */
export function ComposeDialog({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const client = useQueryClient();
  const initial: ComposeValues = {
    username: draft.username,
    groupId: null,
    msgTitle: draft.title,
    msgContent: draft.content,
  };
  const form = useFormState(initial, CHECK);
  const { values, setValue: set } = form;
  const { username, groupId, msgTitle: title, msgContent: content } = values;
  const error = (name: keyof ComposeValues) => (form.errors[name] ? ts(form.errors[name]) : undefined);
  const groups = useQuery({ ...trpc.memberGroup.options.queryOptions({}), enabled: draft.id === undefined });
  const done = (text: string) => {
    notifySuccess(text);
    void client.invalidateQueries({ queryKey: trpc.message.pathKey() });
    onClose();
  };
  const failed = (error: unknown) => notifyFailure(error, t);
  const counted = useCountedOutcome(trpc.message.pathKey());
  const send = useMutation(trpc.message.send.mutationOptions(counted("message.sentCount")));
  const save = useMutation(
    trpc.message.save.mutationOptions({ onSuccess: () => done(t("message.draftSaved")), onError: failed }),
  );
  const update = useMutation(
    trpc.message.update.mutationOptions({ onSuccess: () => done(t("message.draftSaved")), onError: failed }),
  );
  const message = { msgTitle: title.trim(), msgContent: content };
  const editing = draft.id !== undefined;
  // Checked with the contract before any of the three sends.
  const checked = (then: () => void) => () => {
    if (form.validate()) then();
  };
  return (
    <Modal opened onClose={onClose} title={t(editing ? "message.edit" : "message.compose")} centered size="lg">
      <Stack data-testid="message-compose-dialog">
        <TextInput
          label={t("message.username")}
          description={t("message.usernameHint")}
          value={username}
          onChange={(event) => set("username", event.currentTarget.value)}
          error={error("username")}
          maxLength={100}
          disabled={editing}
          data-testid="message-username"
        />
        {editing ? null : (
          <Select
            label={t("message.group")}
            placeholder={t("message.noGroup")}
            clearable
            value={groupId}
            onChange={(next) => set("groupId", next)}
            data={[
              { value: "0", label: t("message.allMembers") },
              ...(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name })),
            ]}
          />
        )}
        <TextInput
          label={t("message.msgTitle")}
          required
          value={title}
          onChange={(event) => set("msgTitle", event.currentTarget.value)}
          error={error("msgTitle")}
          maxLength={255}
          data-testid="message-title"
        />
        <Textarea
          label={t("message.content")}
          autosize
          minRows={5}
          maxLength={MESSAGE_TEXT_MAX}
          value={content}
          onChange={(event) => set("msgContent", event.currentTarget.value)}
          error={error("msgContent")}
          data-testid="message-content"
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!title.trim() || !username.trim()}
            loading={save.isPending || update.isPending}
            onClick={checked(() =>
              draft.id !== undefined
                ? update.mutate({ id: draft.id, ...message })
                : save.mutate({ username: username.trim(), ...message }),
            )}
          >
            {t("message.saveDraft")}
          </Button>
          {editing ? null : (
            <Button
              disabled={!title.trim() || (!username.trim() && groupId === null)}
              loading={send.isPending}
              data-testid="message-send"
              onClick={checked(() => send.mutate(sendInputOf(values), { onSuccess: onClose }))}
            >
              {t("message.send")}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
