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
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { ReviewList, type ReviewAction, type ReviewStatus, type ReviewTexts } from "../../common/review-list.tsx";
import { useCountedOutcome } from "../../common/use-counted-outcome.ts";
import type { CommentListSearch } from "./comment-list-search.ts";

const route = getRouteApi("/_authed/comment/list");

const STATUSES: ReviewStatus[] = [
  { value: COMMENT_STATUS.waiting, label: COMMENT_STATUS_LABELS[COMMENT_STATUS.waiting], color: "orange" },
  { value: COMMENT_STATUS.passed, label: COMMENT_STATUS_LABELS[COMMENT_STATUS.passed], color: "green" },
  { value: COMMENT_STATUS.refused, label: COMMENT_STATUS_LABELS[COMMENT_STATUS.refused], color: "gray" },
];

/** 评论管理: the site's comments by review status, with review, answer, recommend and delete. */
/** The review page's texts (dictionary keys). */
const REVIEW_TEXT_KEYS: ReviewTexts = {
  title: "comment.title",
  hint: "comment.hint",
  all: "comment.all",
  status: "comment.status",
  recommended: "comment.recommended",
  reply: "comment.reply",
  time: "comment.time",
  searchText: "comment.searchText",
  search: "comment.search",
  answer: "comment.answer",
  recommend: "comment.recommend",
  unrecommend: "comment.unrecommend",
  delete: "comment.delete",
  save: "comment.save",
  confirmMessage: "comment.confirmMessage",
  deleteMessage: "comment.deleteMessage",
};

export function CommentListPage() {
  const { locale, t } = useI18n();
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
  const check = useMutation(trpc.comment.check.mutationOptions(outcome("comment.changed")));
  const cancel = useMutation(trpc.comment.cancelCheck.mutationOptions(outcome("comment.changed")));
  const remove = useMutation(trpc.comment.delete.mutationOptions(outcome("comment.deleted")));
  const reply = useMutation(
    trpc.comment.reply.mutationOptions({
      ...reloaded,
      onSuccess: () => {
        notifySuccess(t("comment.replied"));
        reloaded.onSuccess();
      },
    }),
  );
  const recommend = useMutation(trpc.comment.recommend.mutationOptions(reloaded));

  const columns = useMemo<DataColumn<CommentDetail>[]>(
    () => [
      {
        accessorKey: "contentTitle",
        header: t("comment.article"),
        size: 200,
        Cell: ({ row }) => (
          <Anchor size="sm" onClick={() => go({ contentId: row.original.contentId })}>
            {row.original.contentTitle}
          </Anchor>
        ),
      },
      {
        accessorKey: "commenterUsername",
        header: t("comment.commenter"),
        size: 100,
        Cell: ({ row }) => row.original.commenterUsername || t("comment.guest"),
      },
      { accessorKey: "ip", header: t("comment.ip"), size: 120 },
    ],
    // `go` navigates with the current search; the columns need not change with it.
    [locale],
  );

  const setChecked = (isCheck: CommentStatus) => (ids: number[], done?: () => void) =>
    check.mutate({ ids, isCheck }, done ? { onSuccess: done } : undefined);
  const cancelCheck = (ids: number[], done?: () => void) =>
    cancel.mutate({ ids }, done ? { onSuccess: done } : undefined);
  const pass: ReviewAction = { label: "comment.pass", run: setChecked(COMMENT_STATUS.passed) };
  const refuse: ReviewAction = { label: "comment.refuse", run: setChecked(COMMENT_STATUS.refused) };
  const undo: ReviewAction = { label: "comment.cancelCheck", run: cancelCheck };
  return (
    <ReviewList
      name="comment"
      tableId="cms-comments"
      texts={REVIEW_TEXT_KEYS}
      statuses={STATUSES}
      search={search}
      go={go}
      filters={
        search.contentId !== undefined ? (
          <Button variant="subtle" onClick={() => go({ contentId: undefined })}>
            {t("comment.all")} · {t("comment.article")}
          </Button>
        ) : null
      }
      list={list}
      paging={paging}
      onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
      body={{ key: "text", header: "comment.text", cell: (comment) => comment.text }}
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
