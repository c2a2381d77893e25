import { Anchor, Badge, Button, Group, SegmentedControl, Text, TextInput } from "@mantine/core";
import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import {
  COMMENT_STATUS,
  COMMENT_STATUS_LABELS,
  type CommentDetail,
  type CommentStatus,
} from "@suyuan/contracts/comment/comment-operations";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { QueryTable } from "../../common/query-table.tsx";
import { fill } from "../../common/cms-texts.ts";
import { ConfirmButton } from "../../common/confirm-button.tsx";
import { useCountedOutcome } from "../../common/use-counted-outcome.ts";
import type { CommentListSearch } from "./comment-list-search.ts";
import { ReplyDialog } from "./reply-dialog.tsx";
import { COMMENT_TEXTS } from "./comment-texts.ts";

const route = getRouteApi("/_authed/comment/list");

const STATUS_COLORS: Record<CommentStatus, string> = { 0: "orange", 1: "green", 2: "gray" };

/** 评论管理: the site's comments by review status, with review, answer, recommend and delete. */
export function CommentListPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const client = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useState(search.text ?? "");
  const [replying, setReplying] = useState<CommentDetail | null>(null);
  const paging = { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
  const list = useQuery({
    ...trpc.comment.find.queryOptions({
      ...paging,
      queryChecked: search.checked as CommentStatus | undefined,
      queryContentId: search.contentId,
      queryText: search.text,
    }),
    placeholderData: keepPreviousData,
  });
  const go = (next: Partial<CommentListSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, page: undefined, ...next }) });
  const outcome = useCountedOutcome(trpc.comment.pathKey());
  const done = {
    onSuccess: () => {
      notifySuccess(pick(COMMENT_TEXTS.replied, locale));
      void client.invalidateQueries({ queryKey: trpc.comment.pathKey() });
      setReplying(null);
    },
    onError: (error: unknown) => notifyFailure(error, t),
  };
  const check = useMutation(trpc.comment.check.mutationOptions(outcome(COMMENT_TEXTS.changed)));
  const cancel = useMutation(trpc.comment.cancelCheck.mutationOptions(outcome(COMMENT_TEXTS.changed)));
  const remove = useMutation(trpc.comment.delete.mutationOptions(outcome(COMMENT_TEXTS.deleted)));
  const reply = useMutation(trpc.comment.reply.mutationOptions(done));
  const recommend = useMutation(
    trpc.comment.recommend.mutationOptions({
      onSuccess: () => void client.invalidateQueries({ queryKey: trpc.comment.pathKey() }),
      onError: (error: unknown) => notifyFailure(error, t),
    }),
  );

  const columns = useMemo<DataColumn<CommentDetail>[]>(
    () => [
      {
        accessorKey: "text",
        header: pick(COMMENT_TEXTS.text, locale),
        size: 280,
        Cell: ({ row }) => (
          <Text size="sm" lineClamp={3} data-testid="comment-text">
            {row.original.recommend ? (
              <Badge size="xs" mr={4} variant="light">
                {pick(COMMENT_TEXTS.recommended, locale)}
              </Badge>
            ) : null}
            {row.original.text}
          </Text>
        ),
      },
      {
        accessorKey: "checked",
        priority: "high",
        header: pick(COMMENT_TEXTS.status, locale),
        size: 90,
        Cell: ({ row }) => {
          const status = row.original.checked as CommentStatus;
          return (
            <Badge color={STATUS_COLORS[status]} variant="light" data-testid="comment-status">
              {pick(COMMENT_STATUS_LABELS[status], locale)}
            </Badge>
          );
        },
      },
      {
        accessorKey: "contentTitle",
        header: pick(COMMENT_TEXTS.article, locale),
        size: 200,
        Cell: ({ row }) => (
          <Anchor size="sm" onClick={() => go({ contentId: row.original.contentId })}>
            {row.original.contentTitle}
          </Anchor>
        ),
      },
      {
        accessorKey: "commenterUsername",
        header: pick(COMMENT_TEXTS.commenter, locale),
        size: 100,
        Cell: ({ row }) => row.original.commenterUsername || pick(COMMENT_TEXTS.guest, locale),
      },
      { accessorKey: "ip", header: pick(COMMENT_TEXTS.ip, locale), size: 120 },
      {
        accessorKey: "reply",
        header: pick(COMMENT_TEXTS.reply, locale),
        size: 180,
        Cell: ({ row }) => (
          <Text size="sm" lineClamp={2}>
            {row.original.reply || "—"}
          </Text>
        ),
      },
      { accessorKey: "createTime", header: pick(COMMENT_TEXTS.time, locale), size: 150 },
    ],
    // `go` navigates with the current search; the columns need not change with it.
    [locale],
  );

  const statusValue = search.checked === undefined ? "all" : String(search.checked);
  const confirmText = (count: number, action: { zh: string; en: string }) =>
    fill(pick(COMMENT_TEXTS.confirmMessage, locale), { count, action: pick(action, locale) });
  return (
    <PageCard
      title={pick(COMMENT_TEXTS.title, locale)}
      hint={pick(COMMENT_TEXTS.hint, locale)}
      testId="comment-list-page"
    >
      <Group gap="sm" mb="sm" align="flex-end">
        <SegmentedControl
          value={statusValue}
          onChange={(value) => go({ checked: value === "all" ? undefined : Number(value) })}
          data-testid="comment-status-filter"
          data={[
            { value: "all", label: pick(COMMENT_TEXTS.all, locale) },
            ...([COMMENT_STATUS.waiting, COMMENT_STATUS.passed, COMMENT_STATUS.refused] as const).map((status) => ({
              value: String(status),
              label: pick(COMMENT_STATUS_LABELS[status], locale),
            })),
          ]}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            go({ text: text.trim() || undefined });
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              placeholder={pick(COMMENT_TEXTS.searchText, locale)}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={100}
              w={220}
            />
            <Button type="submit" variant="light">
              {pick(COMMENT_TEXTS.search, locale)}
            </Button>
            {search.contentId !== undefined ? (
              <Button variant="subtle" onClick={() => go({ contentId: undefined })}>
                {pick(COMMENT_TEXTS.all, locale)} · {pick(COMMENT_TEXTS.article, locale)}
              </Button>
            ) : null}
          </Group>
        </form>
      </Group>
      <QueryTable
        tableId="cms-comments"
        list={list}
        columns={columns}
        paging={paging}
        onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
        selectable
        rowActionsSize={260}
        rowActions={(comment) => (
          <Group gap={4} wrap="nowrap">
            {comment.checked !== COMMENT_STATUS.passed ? (
              <Permitted perm={COMMENT_KEYS.check}>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="green"
                  data-testid="comment-pass"
                  onClick={() => check.mutate({ ids: [comment.id], isCheck: COMMENT_STATUS.passed })}
                >
                  {pick(COMMENT_TEXTS.pass, locale)}
                </Button>
              </Permitted>
            ) : (
              <Permitted perm={COMMENT_KEYS.check}>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="orange"
                  data-testid="comment-cancel-check"
                  onClick={() => cancel.mutate({ ids: [comment.id] })}
                >
                  {pick(COMMENT_TEXTS.cancelCheck, locale)}
                </Button>
              </Permitted>
            )}
            {comment.checked !== COMMENT_STATUS.refused ? (
              <Permitted perm={COMMENT_KEYS.check}>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="gray"
                  data-testid="comment-refuse"
                  onClick={() => check.mutate({ ids: [comment.id], isCheck: COMMENT_STATUS.refused })}
                >
                  {pick(COMMENT_TEXTS.refuse, locale)}
                </Button>
              </Permitted>
            ) : null}
            <Permitted perm={COMMENT_KEYS.reply}>
              <Button
                size="compact-xs"
                variant="light"
                data-testid="comment-reply"
                onClick={() => setReplying(comment)}
              >
                {pick(COMMENT_TEXTS.answer, locale)}
              </Button>
            </Permitted>
            <Permitted perm={COMMENT_KEYS.recommend}>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => recommend.mutate({ id: comment.id, isRecommend: !comment.recommend })}
              >
                {pick(comment.recommend ? COMMENT_TEXTS.unrecommend : COMMENT_TEXTS.recommend, locale)}
              </Button>
            </Permitted>
          </Group>
        )}
        toolbar={({ rows, clear }) => (
          <Group gap="xs">
            <ConfirmButton
              perm={COMMENT_KEYS.check}
              message={confirmText(rows.length, COMMENT_TEXTS.pass)}
              onConfirm={() =>
                check.mutate({ ids: rows.map((row) => row.id), isCheck: COMMENT_STATUS.passed }, { onSuccess: clear })
              }
              selected={rows.length}
              testId="comments-pass"
            >
              {pick(COMMENT_TEXTS.pass, locale)}
            </ConfirmButton>
            <ConfirmButton
              perm={COMMENT_KEYS.check}
              message={confirmText(rows.length, COMMENT_TEXTS.refuse)}
              onConfirm={() =>
                check.mutate({ ids: rows.map((row) => row.id), isCheck: COMMENT_STATUS.refused }, { onSuccess: clear })
              }
              selected={rows.length}
            >
              {pick(COMMENT_TEXTS.refuse, locale)}
            </ConfirmButton>
            <ConfirmButton
              perm={COMMENT_KEYS.check}
              message={confirmText(rows.length, COMMENT_TEXTS.cancelCheck)}
              onConfirm={() => cancel.mutate({ ids: rows.map((row) => row.id) }, { onSuccess: clear })}
              selected={rows.length}
            >
              {pick(COMMENT_TEXTS.cancelCheck, locale)}
            </ConfirmButton>
            <ConfirmButton
              perm={COMMENT_KEYS.delete}
              title={pick(COMMENT_TEXTS.delete, locale)}
              message={fill(pick(COMMENT_TEXTS.deleteMessage, locale), { count: rows.length })}
              danger
              onConfirm={() => remove.mutate({ ids: rows.map((row) => row.id) }, { onSuccess: clear })}
              selected={rows.length}
              testId="comments-delete"
            >
              {pick(COMMENT_TEXTS.delete, locale)}
            </ConfirmButton>
          </Group>
        )}
      />
      {replying ? (
        <ReplyDialog
          text={replying.text}
          current={replying.reply}
          saving={reply.isPending}
          onSave={(answer) => reply.mutate({ id: replying.id, reply: answer })}
          onClose={() => setReplying(null)}
        />
      ) : null}
    </PageCard>
  );
}
