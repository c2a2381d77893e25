import { Badge, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { Label } from "@suyuan/contracts/kit/fields";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import type { DataColumn } from "@suyuan/ui/data-table";
import { useMemo, useState, type ReactNode } from "react";
import type { z } from "zod";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pick } from "../i18n/pick-label.ts";
import type { UiKey } from "../i18n/ui-messages-zh.ts";
import { checkWith, useFormState } from "../lib/use-form-state.ts";
import { Permitted } from "../permissions/permitted.tsx";
import { ConfirmButton } from "./confirm-button.tsx";
import { PageCard } from "./page-card.tsx";
import { QueryTable, type Paging } from "./query-table.tsx";

// The review page of visitors' posts (comments under articles, guestbook posts): a status filter,
// the page's own filters and a text search above a list whose rows show the post (recommended
// ones marked), its status and the page's columns, then the administrator's reply and the time.
// Each row is reviewed (the page's status actions), answered and recommended; selected rows are
// reviewed and deleted together.

/** What a reviewed post carries. */
type ReviewItem = { id: number; recommend: boolean; checked: number; reply: string; createTime: string };

/** The dictionary keys of what the page says ({count} and {action} filled in). */
export type ReviewTexts = Record<
  | "title"
  | "hint"
  | "all"
  | "status"
  | "recommended"
  | "reply"
  | "time"
  | "searchText"
  | "search"
  | "answer"
  | "recommend"
  | "unrecommend"
  | "delete"
  | "save"
  | "confirmMessage"
  | "deleteMessage",
  UiKey
>;

/** A review status: its stored value, its label and its badge's color. */
export type ReviewStatus = { value: number; label: Label; color: string };

/** A status change of one row (its button) or of the selected rows (a confirmed toolbar button). */
export type ReviewAction = {
  label: UiKey;
  color?: string;
  testId?: string;
  run: (ids: number[], done?: () => void) => void;
};

/** A mutation as the page made it (useMutation), with the per-call success the list adds. */
type Mutation<Input> = { mutate: (input: Input, options?: { onSuccess?: () => void }) => void; isPending: boolean };

/** A reply as the page's reply procedure takes it: its input schema checks the dialog. */
type ReplyInput = { id: number; reply: string };
export type ReplySchema = z.ZodType<ReplyInput, ReplyInput>;

export function ReviewList<Item extends ReviewItem>(props: {
  /** The test id prefix: `${name}-list-page`, `${name}-status`, `${name}-reply`, `${name}s-delete`… */
  name: string;
  tableId: string;
  texts: ReviewTexts;
  statuses: readonly ReviewStatus[];
  search: { checked?: number | undefined; text?: string | undefined };
  /** Changes the filters (back to the first page). */
  go: (next: { checked?: number | undefined; text?: string | undefined }) => void;
  /** The page's own filters, between the status filter and the text search. */
  filters?: ReactNode;
  list: Parameters<typeof QueryTable<Item>>[0]["list"];
  paging: Paging;
  onPageChange: (paging: Paging) => void;
  /** The post's column (its id the post's key) and its text, as the reply dialog quotes it. */
  body: { key: string; header: UiKey; cell: (item: Item) => ReactNode };
  quote: (item: Item) => string;
  /** The page's columns after the status. */
  columns: DataColumn<Item>[];
  rowActionsSize: number;
  keys: { check: PermissionKey; reply: PermissionKey; recommend: PermissionKey; delete: PermissionKey };
  /** The status changes a row offers now. */
  rowActions: (item: Item) => ReviewAction[];
  /** The status changes of the selected rows. */
  bulkActions: ReviewAction[];
  reply: Mutation<ReplyInput>;
  /** The reply procedure's input schema. */
  replySchema: ReplySchema;
  recommend: Mutation<{ id: number; isRecommend: boolean }>;
  remove: Mutation<{ ids: number[] }>;
}) {
  const { name, texts, statuses, search, go, keys } = props;
  const { locale, t } = useI18n();
  const [text, setText] = useState(search.text ?? "");
  const [replying, setReplying] = useState<Item | null>(null);
  const colors = useMemo(() => new Map(statuses.map((status) => [status.value, status])), [statuses]);
  const columns = useMemo<DataColumn<Item>[]>(
    () => [
      {
        id: props.body.key,
        header: t(props.body.header),
        size: 280,
        Cell: ({ row }) => (
          <Text size="sm" lineClamp={3} data-testid={`${name}-text`}>
            {row.original.recommend ? (
              <Badge size="xs" mr={4} variant="light">
                {t(texts.recommended)}
              </Badge>
            ) : null}
            {props.body.cell(row.original)}
          </Text>
        ),
      },
      {
        accessorKey: "checked",
        priority: "high",
        header: t(texts.status),
        size: 90,
        Cell: ({ row }) => {
          const status = colors.get(row.original.checked);
          return (
            <Badge color={status?.color} variant="light" data-testid={`${name}-status`}>
              {status ? pick(status.label, locale) : row.original.checked}
            </Badge>
          );
        },
      },
      ...props.columns,
      {
        accessorKey: "reply",
        header: t(texts.reply),
        size: 180,
        Cell: ({ row }) => (
          <Text size="sm" lineClamp={2}>
            {row.original.reply || "—"}
          </Text>
        ),
      },
      { accessorKey: "createTime", header: t(texts.time), size: 150 },
    ],
    // The page's columns and cells are made anew only with the locale (its text function).
    [locale, t, colors],
  );
  const confirmText = (count: number, action: UiKey) => t(texts.confirmMessage, { count, action: t(action) });
  return (
    <PageCard title={t(texts.title)} hint={t(texts.hint)} testId={`${name}-list-page`}>
      <Group gap="sm" mb="sm" align="flex-end">
        <SegmentedControl
          value={search.checked === undefined ? "all" : String(search.checked)}
          onChange={(value) => go({ checked: value === "all" ? undefined : Number(value) })}
          data-testid={`${name}-status-filter`}
          data={[
            { value: "all", label: t(texts.all) },
            ...statuses.map((status) => ({ value: String(status.value), label: pick(status.label, locale) })),
          ]}
        />
        {props.filters}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            go({ text: text.trim() || undefined });
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              placeholder={t(texts.searchText)}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={100}
              w={220}
            />
            <Button type="submit" variant="light">
              {t(texts.search)}
            </Button>
          </Group>
        </form>
      </Group>
      <QueryTable
        tableId={props.tableId}
        list={props.list}
        columns={columns}
        paging={props.paging}
        onPageChange={props.onPageChange}
        selectable
        rowActionsSize={props.rowActionsSize}
        rowActions={(item) => (
          <Group gap={4} wrap="nowrap">
            <Permitted perm={keys.check}>
              {props.rowActions(item).map((action) => (
                <Button
                  key={action.label}
                  size="compact-xs"
                  variant="light"
                  color={action.color}
                  data-testid={action.testId}
                  onClick={() => action.run([item.id])}
                >
                  {t(action.label)}
                </Button>
              ))}
            </Permitted>
            <Permitted perm={keys.reply}>
              <Button size="compact-xs" variant="light" data-testid={`${name}-reply`} onClick={() => setReplying(item)}>
                {t(texts.answer)}
              </Button>
            </Permitted>
            <Permitted perm={keys.recommend}>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => props.recommend.mutate({ id: item.id, isRecommend: !item.recommend })}
              >
                {t(item.recommend ? texts.unrecommend : texts.recommend)}
              </Button>
            </Permitted>
          </Group>
        )}
        toolbar={({ rows, clear }) => (
          <Group gap="xs">
            {props.bulkActions.map((action) => (
              <ConfirmButton
                key={action.label}
                perm={keys.check}
                message={confirmText(rows.length, action.label)}
                onConfirm={() =>
                  action.run(
                    rows.map((row) => row.id),
                    clear,
                  )
                }
                selected={rows.length}
                {...(action.testId ? { testId: action.testId } : {})}
              >
                {t(action.label)}
              </ConfirmButton>
            ))}
            <ConfirmButton
              perm={keys.delete}
              title={t(texts.delete)}
              message={t(texts.deleteMessage, { count: rows.length })}
              danger
              onConfirm={() => props.remove.mutate({ ids: rows.map((row) => row.id) }, { onSuccess: clear })}
              selected={rows.length}
              testId={`${name}s-delete`}
            >
              {t(texts.delete)}
            </ConfirmButton>
          </Group>
        )}
      />
      {replying ? (
        <ReplyDialog
          texts={texts}
          schema={props.replySchema}
          text={props.quote(replying)}
          id={replying.id}
          current={replying.reply}
          saving={props.reply.isPending}
          onSave={(input) => props.reply.mutate(input, { onSuccess: () => setReplying(null) })}
          onClose={() => setReplying(null)}
        />
      ) : null}
    </PageCard>
  );
}

/** The administrator's answer to a post, shown under it on the site. */
export function ReplyDialog({
  texts,
  schema,
  text,
  id,
  current,
  saving,
  onSave,
  onClose,
}: {
  texts: ReviewTexts;
  schema: ReplySchema;
  /** What is answered. */
  text: string;
  /** The answered post. */
  id: number;
  /** The answer given before, if any. */
  current: string;
  saving: boolean;
  /** Takes the checked reply (trimmed by the schema). */
  onSave: (input: ReplyInput) => void;
  onClose: () => void;
}) {
  const { t, ts } = useI18n();
  const check = useMemo(() => checkWith(schema), [schema]);
  const form = useFormState({ id, reply: current }, check);
  const reply = form.values.reply;
  return (
    <Modal opened onClose={onClose} title={t(texts.answer)} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        <Textarea
          label={t(texts.reply)}
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={reply}
          onChange={(event) => form.setValue("reply", event.currentTarget.value)}
          error={form.errors.reply ? ts(form.errors.reply) : undefined}
          data-testid="reply-text"
        />
        <Group justify="flex-end">
          <Button
            onClick={() => {
              const input = form.validate();
              if (input) onSave(input);
            }}
            disabled={!reply.trim()}
            loading={saving}
            data-testid="reply-save"
          >
            {t(texts.save)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
