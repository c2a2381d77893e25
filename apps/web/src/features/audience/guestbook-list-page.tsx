import { Badge, Button, Group, SegmentedControl, Select, Text, TextInput } from "@mantine/core";
import { GUESTBOOK_KEYS } from "@suyuan/contracts/guestbook/guestbook-keys";
import {
  GUESTBOOK_STATUS,
  GUESTBOOK_STATUS_LABELS,
  type GuestbookItem,
} from "@suyuan/contracts/guestbook/guestbook-operations";
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
import type { GuestbookListSearch } from "./guestbook-list-search.ts";
import { ReplyDialog } from "./reply-dialog.tsx";
import { GUESTBOOK_TEXTS } from "./guestbook-texts.ts";

const route = getRouteApi("/_authed/guestbook/list");

type Status = 0 | 1;
const STATUS_COLORS: Record<Status, string> = { 0: "orange", 1: "green" };

/** 留言管理: the site's guestbook posts by status and category, with review, answer, recommend and delete. */
export function GuestbookListPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const client = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useState(search.text ?? "");
  const [replying, setReplying] = useState<GuestbookItem | null>(null);
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
  const done = {
    onSuccess: () => {
      notifySuccess(pick(GUESTBOOK_TEXTS.replied, locale));
      void client.invalidateQueries({ queryKey: trpc.guestbook.pathKey() });
      setReplying(null);
    },
    onError: (error: unknown) => notifyFailure(error, t),
  };
  const check = useMutation(trpc.guestbook.check.mutationOptions(outcome(GUESTBOOK_TEXTS.changed)));
  const categories = useQuery(trpc.guestbookCtg.options.queryOptions({}));
  const remove = useMutation(trpc.guestbook.delete.mutationOptions(outcome(GUESTBOOK_TEXTS.deleted)));
  const reply = useMutation(trpc.guestbook.reply.mutationOptions(done));
  const recommend = useMutation(
    trpc.guestbook.recommend.mutationOptions({
      onSuccess: () => void client.invalidateQueries({ queryKey: trpc.guestbook.pathKey() }),
      onError: (error: unknown) => notifyFailure(error, t),
    }),
  );

  const columns = useMemo<DataColumn<GuestbookItem>[]>(
    () => [
      {
        accessorKey: "content",
        header: pick(GUESTBOOK_TEXTS.content, locale),
        size: 280,
        Cell: ({ row }) => (
          <Text size="sm" lineClamp={3} data-testid="guestbook-text">
            {row.original.recommend ? (
              <Badge size="xs" mr={4} variant="light">
                {pick(GUESTBOOK_TEXTS.recommended, locale)}
              </Badge>
            ) : null}
            {row.original.title ? <b>{row.original.title}：</b> : null}
            {row.original.content}
          </Text>
        ),
      },
      {
        accessorKey: "checked",
        priority: "high",
        header: pick(GUESTBOOK_TEXTS.status, locale),
        size: 90,
        Cell: ({ row }) => {
          const status = row.original.checked as Status;
          return (
            <Badge color={STATUS_COLORS[status]} variant="light" data-testid="guestbook-status">
              {pick(GUESTBOOK_STATUS_LABELS[status], locale)}
            </Badge>
          );
        },
      },
      { accessorKey: "ctgName", header: pick(GUESTBOOK_TEXTS.category, locale), size: 110 },
      {
        accessorKey: "memberUsername",
        header: pick(GUESTBOOK_TEXTS.poster, locale),
        size: 100,
        Cell: ({ row }) => row.original.memberUsername || pick(GUESTBOOK_TEXTS.guest, locale),
      },
      {
        id: "contact",
        header: pick(GUESTBOOK_TEXTS.contact, locale),
        size: 160,
        Cell: ({ row }) =>
          [row.original.phone, row.original.email, row.original.qq && `QQ ${row.original.qq}`]
            .filter(Boolean)
            .join(" / ") || "—",
      },
      {
        accessorKey: "reply",
        header: pick(GUESTBOOK_TEXTS.reply, locale),
        size: 180,
        Cell: ({ row }) => (
          <Text size="sm" lineClamp={2}>
            {row.original.reply || "—"}
          </Text>
        ),
      },
      { accessorKey: "createTime", header: pick(GUESTBOOK_TEXTS.time, locale), size: 150 },
    ],
    [locale],
  );

  const statusValue = search.checked === undefined ? "all" : String(search.checked);
  const confirmText = (count: number, action: { zh: string; en: string }) =>
    fill(pick(GUESTBOOK_TEXTS.confirmMessage, locale), { count, action: pick(action, locale) });
  const setChecked = (ids: number[], isCheck: Status, onSuccess?: () => void) =>
    check.mutate({ ids, isCheck }, onSuccess ? { onSuccess } : undefined);
  return (
    <PageCard
      title={pick(GUESTBOOK_TEXTS.title, locale)}
      hint={pick(GUESTBOOK_TEXTS.hint, locale)}
      testId="guestbook-list-page"
    >
      <Group gap="sm" mb="sm" align="flex-end">
        <SegmentedControl
          value={statusValue}
          onChange={(value) => go({ checked: value === "all" ? undefined : Number(value) })}
          data-testid="guestbook-status-filter"
          data={[
            { value: "all", label: pick(GUESTBOOK_TEXTS.all, locale) },
            ...([GUESTBOOK_STATUS.waiting, GUESTBOOK_STATUS.checked] as const).map((status) => ({
              value: String(status),
              label: pick(GUESTBOOK_STATUS_LABELS[status], locale),
            })),
          ]}
        />
        <Select
          placeholder={pick(GUESTBOOK_TEXTS.allCategories, locale)}
          aria-label={pick(GUESTBOOK_TEXTS.category, locale)}
          clearable
          w={160}
          value={search.ctgId === undefined ? null : String(search.ctgId)}
          onChange={(value) => go({ ctgId: value ? Number(value) : undefined })}
          data={(categories.data ?? []).map((ctg) => ({ value: String(ctg.id), label: ctg.name }))}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            go({ text: text.trim() || undefined });
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              placeholder={pick(GUESTBOOK_TEXTS.searchText, locale)}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={100}
              w={220}
            />
            <Button type="submit" variant="light">
              {pick(GUESTBOOK_TEXTS.search, locale)}
            </Button>
          </Group>
        </form>
      </Group>
      <QueryTable
        tableId="cms-guestbook"
        list={list}
        columns={columns}
        paging={paging}
        onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
        selectable
        rowActionsSize={220}
        rowActions={(post) => (
          <Group gap={4} wrap="nowrap">
            <Permitted perm={GUESTBOOK_KEYS.check}>
              {post.checked === GUESTBOOK_STATUS.checked ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="orange"
                  data-testid="guestbook-uncheck"
                  onClick={() => setChecked([post.id], GUESTBOOK_STATUS.waiting)}
                >
                  {pick(GUESTBOOK_TEXTS.uncheck, locale)}
                </Button>
              ) : (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="green"
                  data-testid="guestbook-check"
                  onClick={() => setChecked([post.id], GUESTBOOK_STATUS.checked)}
                >
                  {pick(GUESTBOOK_TEXTS.check, locale)}
                </Button>
              )}
            </Permitted>
            <Permitted perm={GUESTBOOK_KEYS.update}>
              <Button size="compact-xs" variant="light" data-testid="guestbook-reply" onClick={() => setReplying(post)}>
                {pick(GUESTBOOK_TEXTS.answer, locale)}
              </Button>
            </Permitted>
            <Permitted perm={GUESTBOOK_KEYS.recommend}>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => recommend.mutate({ id: post.id, isRecommend: !post.recommend })}
              >
                {pick(post.recommend ? GUESTBOOK_TEXTS.unrecommend : GUESTBOOK_TEXTS.recommend, locale)}
              </Button>
            </Permitted>
          </Group>
        )}
        toolbar={({ rows, clear }) => (
          <Group gap="xs">
            <ConfirmButton
              perm={GUESTBOOK_KEYS.check}
              message={confirmText(rows.length, GUESTBOOK_TEXTS.check)}
              onConfirm={() =>
                setChecked(
                  rows.map((row) => row.id),
                  GUESTBOOK_STATUS.checked,
                  clear,
                )
              }
              selected={rows.length}
            >
              {pick(GUESTBOOK_TEXTS.check, locale)}
            </ConfirmButton>
            <ConfirmButton
              perm={GUESTBOOK_KEYS.check}
              message={confirmText(rows.length, GUESTBOOK_TEXTS.uncheck)}
              onConfirm={() =>
                setChecked(
                  rows.map((row) => row.id),
                  GUESTBOOK_STATUS.waiting,
                  clear,
                )
              }
              selected={rows.length}
            >
              {pick(GUESTBOOK_TEXTS.uncheck, locale)}
            </ConfirmButton>
            <ConfirmButton
              perm={GUESTBOOK_KEYS.delete}
              title={pick(GUESTBOOK_TEXTS.delete, locale)}
              message={fill(pick(GUESTBOOK_TEXTS.deleteMessage, locale), { count: rows.length })}
              danger
              onConfirm={() => remove.mutate({ ids: rows.map((row) => row.id) }, { onSuccess: clear })}
              selected={rows.length}
              testId="guestbooks-delete"
            >
              {pick(GUESTBOOK_TEXTS.delete, locale)}
            </ConfirmButton>
          </Group>
        )}
      />
      {replying ? (
        <ReplyDialog
          text={replying.content}
          current={replying.reply}
          saving={reply.isPending}
          onSave={(answer) => reply.mutate({ id: replying.id, reply: answer })}
          onClose={() => setReplying(null)}
        />
      ) : null}
    </PageCard>
  );
}
