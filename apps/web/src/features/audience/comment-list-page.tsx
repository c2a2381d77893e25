import { Anchor, Button } from "@mantine/core";
import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import {
  COMMENT_STATUS,
  COMMENT_STATUS_LABELS,
  type CommentDetail,
  type CommentStatus,
  ZCommentReplyInput,
} from "@suyuan/contracts/comment/comment-operations";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { ReviewList, type ReviewAction, type ReviewStatus } from "../../common/review-list.tsx";
import { useCountedOutcome } from "../../common/use-counted-outcome.ts";
import type { CommentListSearch } from "./comment-list-search.ts";
import { COMMENT_TEXTS } from "./comment-texts.ts";

const route = getRouteApi("/_authed/comment/list");

const STATUSES: ReviewStatus[] = [
  { value: COMMENT_STATUS.waiting, label: COMMENT_STATUS_LABELS[COMMENT_STATUS.waiting], color: "orange" },
  { value: COMMENT_STATUS.passed, label: COMMENT_STATUS_LABELS[COMMENT_STATUS.passed], color: "green" },
  { value: COMMENT_STATUS.refused, label: COMMENT_STATUS_LABELS[COMMENT_STATUS.refused], color: "gray" },
];

/** 评论管理: the site's comments by review status, with review, answer, recommend and delete. */
export function CommentListPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const client = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
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
  const reloaded = {
    onSuccess: () => void client.invalidateQueries({ queryKey: trpc.comment.pathKey() }),
    onError: (error: unknown) => notifyFailure(error, t),
  };
  const check = useMutation(trpc.comment.check.mutationOptions(outcome(COMMENT_TEXTS.changed)));
  const cancel = useMutation(trpc.comment.cancelCheck.mutationOptions(outcome(COMMENT_TEXTS.changed)));
  const remove = useMutation(trpc.comment.delete.mutationOptions(outcome(COMMENT_TEXTS.deleted)));
  const reply = useMutation(
    trpc.comment.reply.mutationOptions({
      ...reloaded,
      onSuccess: () => {
        notifySuccess(pick(COMMENT_TEXTS.replied, locale));
        reloaded.onSuccess();
      },
    }),
  );
  const recommend = useMutation(trpc.comment.recommend.mutationOptions(reloaded));

  const columns = useMemo<DataColumn<CommentDetail>[]>(
    () => [
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
    ],
    // `go` navigates with the current search; the columns need not change with it.
    [locale],
  );

  const setChecked = (isCheck: CommentStatus) => (ids: number[], done?: () => void) =>
    check.mutate({ ids, isCheck }, done ? { onSuccess: done } : undefined);
  const cancelCheck = (ids: number[], done?: () => void) =>
    cancel.mutate({ ids }, done ? { onSuccess: done } : undefined);
  const pass: ReviewAction = { label: COMMENT_TEXTS.pass, run: setChecked(COMMENT_STATUS.passed) };
  const refuse: ReviewAction = { label: COMMENT_TEXTS.refuse, run: setChecked(COMMENT_STATUS.refused) };
  const undo: ReviewAction = { label: COMMENT_TEXTS.cancelCheck, run: cancelCheck };
  return (
    <ReviewList
      name="comment"
      tableId="cms-comments"
      texts={COMMENT_TEXTS}
      statuses={STATUSES}
      search={search}
      go={go}
      filters={
        search.contentId !== undefined ? (
          <Button variant="subtle" onClick={() => go({ contentId: undefined })}>
            {pick(COMMENT_TEXTS.all, locale)} · {pick(COMMENT_TEXTS.article, locale)}
          </Button>
        ) : null
      }
      list={list}
      paging={paging}
      onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
      body={{ key: "text", header: COMMENT_TEXTS.text, cell: (comment) => comment.text }}
      quote={(comment) => comment.text}
      columns={columns}
      rowActionsSize={260}
      keys={COMMENT_KEYS}
      rowActions={(comment) => [
        comment.checked === COMMENT_STATUS.passed
          ? { ...undo, color: "orange", testId: "comment-cancel-check" }
          : { ...pass, color: "green", testId: "comment-pass" },
        ...(comment.checked !== COMMENT_STATUS.refused ? [{ ...refuse, color: "gray", testId: "comment-refuse" }] : []),
      ]}
      bulkActions={[{ ...pass, testId: "comments-pass" }, refuse, undo]}
      reply={reply}
      replySchema={ZCommentReplyInput}
      recommend={recommend}
      remove={remove}
    />
  );
}
