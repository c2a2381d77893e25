import { Select } from "@mantine/core";
import { GUESTBOOK_KEYS } from "@suyuan/contracts/guestbook/guestbook-keys";
import {
  GUESTBOOK_STATUS,
  GUESTBOOK_STATUS_LABELS,
  type GuestbookItem,
  ZGuestbookReplyInput,
} from "@suyuan/contracts/guestbook/guestbook-operations";
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
import type { GuestbookListSearch } from "./guestbook-list-search.ts";

const route = getRouteApi("/_authed/guestbook/list");

type Status = 0 | 1;
const STATUSES: ReviewStatus[] = [
  { value: GUESTBOOK_STATUS.waiting, label: GUESTBOOK_STATUS_LABELS[GUESTBOOK_STATUS.waiting], color: "orange" },
  { value: GUESTBOOK_STATUS.checked, label: GUESTBOOK_STATUS_LABELS[GUESTBOOK_STATUS.checked], color: "green" },
];
const KEYS = {
  check: GUESTBOOK_KEYS.check,
  reply: GUESTBOOK_KEYS.update,
  recommend: GUESTBOOK_KEYS.recommend,
  delete: GUESTBOOK_KEYS.delete,
};

/** 留言管理: the site's guestbook posts by status and category, with review, answer, recommend and delete. */
/** The review page's texts (dictionary keys). */
const REVIEW_TEXT_KEYS: ReviewTexts = {
  title: "guestbook.title",
  hint: "guestbook.hint",
  all: "guestbook.all",
  status: "guestbook.status",
  recommended: "guestbook.recommended",
  reply: "guestbook.reply",
  time: "guestbook.time",
  searchText: "guestbook.searchText",
  search: "guestbook.search",
  answer: "guestbook.answer",
  recommend: "guestbook.recommend",
  unrecommend: "guestbook.unrecommend",
  delete: "guestbook.delete",
  save: "guestbook.save",
  confirmMessage: "guestbook.confirmMessage",
  deleteMessage: "guestbook.deleteMessage",
};

export function GuestbookListPage() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const client = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const paging = { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
  const list = useQuery({
    ...trpc.guestbook.list.queryOptions({
      ...paging,
      queryChecked: search.checked as Status | undefined,
      queryCtgId: search.ctgId,
      queryText: search.text,
    }),
    placeholderData: keepPreviousData,
  });
  const go = (next: Partial<GuestbookListSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, page: undefined, ...next }) });
  const outcome = useCountedOutcome(trpc.guestbook.pathKey());
  const reloaded = {
    onSuccess: () => void client.invalidateQueries({ queryKey: trpc.guestbook.pathKey() }),
    onError: (error: unknown) => notifyFailure(error, t),
  };
  const check = useMutation(trpc.guestbook.check.mutationOptions(outcome("guestbook.changed")));
  const categories = useQuery(trpc.guestbookCtg.options.queryOptions({}));
  const remove = useMutation(trpc.guestbook.delete.mutationOptions(outcome("guestbook.deleted")));
  const reply = useMutation(
    trpc.guestbook.reply.mutationOptions({
      ...reloaded,
      onSuccess: () => {
        notifySuccess(t("guestbook.replied"));
        reloaded.onSuccess();
      },
    }),
  );
  const recommend = useMutation(trpc.guestbook.recommend.mutationOptions(reloaded));

  const columns = useMemo<DataColumn<GuestbookItem>[]>(
    () => [
      { accessorKey: "ctgName", header: t("guestbook.category"), size: 110 },
      {
        accessorKey: "memberUsername",
        header: t("guestbook.poster"),
        size: 100,
        Cell: ({ row }) => row.original.memberUsername || t("guestbook.guest"),
      },
      {
        id: "contact",
        header: t("guestbook.contact"),
        size: 160,
        Cell: ({ row }) =>
          [row.original.phone, row.original.email, row.original.qq && `QQ ${row.original.qq}`]
            .filter(Boolean)
            .join(" / ") || "—",
      },
    ],
    [locale],
  );

  const setChecked = (isCheck: Status) => (ids: number[], done?: () => void) =>
    check.mutate({ ids, isCheck }, done ? { onSuccess: done } : undefined);
  const checkPosts: ReviewAction = { label: "guestbook.check", run: setChecked(GUESTBOOK_STATUS.checked) };
  const uncheckPosts: ReviewAction = { label: "guestbook.uncheck", run: setChecked(GUESTBOOK_STATUS.waiting) };
  return (
    <ReviewList
      name="guestbook"
      tableId="cms-guestbook"
      texts={REVIEW_TEXT_KEYS}
      statuses={STATUSES}
      search={search}
      go={go}
      filters={
        <Select
          placeholder={t("guestbook.allCategories")}
          aria-label={t("guestbook.category")}
          clearable
          w={160}
          value={search.ctgId === undefined ? null : String(search.ctgId)}
          onChange={(value) => go({ ctgId: value ? Number(value) : undefined })}
          data={(categories.data ?? []).map((ctg) => ({ value: String(ctg.id), label: ctg.name }))}
        />
      }
      list={list}
      paging={paging}
      onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
      body={{
        key: "content",
        header: "guestbook.content",
        cell: (post) => (
          <>
            {post.title ? <b>{post.title}：</b> : null}
            {post.content}
          </>
        ),
      }}
      quote={(post) => post.content}
      columns={columns}
      rowActionsSize={220}
      keys={KEYS}
      rowActions={(post) => [
        post.checked === GUESTBOOK_STATUS.checked
          ? { ...uncheckPosts, color: "orange", testId: "guestbook-uncheck" }
          : { ...checkPosts, color: "green", testId: "guestbook-check" },
      ]}
      bulkActions={[checkPosts, uncheckPosts]}
      reply={reply}
      replySchema={ZGuestbookReplyInput}
      recommend={recommend}
      remove={remove}
    />
  );
}
