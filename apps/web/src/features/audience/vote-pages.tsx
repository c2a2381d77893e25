import { Badge } from "@mantine/core";
import { VOTE_TOPIC_KEYS } from "@suyuan/contracts/vote/vote-keys";
import { IconLock, IconLockOpen } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BulkButton } from "../../common/row-actions.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { VoteQuestionsPanel } from "./vote-questions-panel.tsx";

const STATUS = {
  1: { text: "vote.notStarted", color: "gray" },
  2: { text: "vote.running", color: "green" },
  3: { text: "vote.ended", color: "orange" },
} as const;

function VoteStatusBadge({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  const status = STATUS[(row.voteStatus as 1 | 2 | 3 | undefined) ?? 2] ?? STATUS[2];
  return (
    <Badge color={status.color} variant="light">
      {t(status.text)}
    </Badge>
  );
}

/** 启用 / 禁用 the selected votes (vote_topic/priority). */
function BulkEnable({ rows, clear }: { rows: ResourceRow[]; clear: () => void }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const client = useQueryClient();
  const change = useMutation({
    ...trpc.voteTopic.priority.mutationOptions(),
    onSuccess: (answer) => {
      notifySuccess(t("vote.changed", { count: String(answer.count) }));
      void client.invalidateQueries({ queryKey: trpc.voteTopic.pathKey() });
      clear();
    },
    onError: (error) => notifyFailure(error, t),
  });
  const set = (disabled: boolean) =>
    change.mutate({ ids: rows.map((row) => row.id), disableds: rows.map(() => disabled) });
  return usePermitted(VOTE_TOPIC_KEYS.priority) ? (
    <>
      <BulkButton icon={IconLockOpen} onClick={() => set(false)}>
        {t("vote.enable")}
      </BulkButton>
      <BulkButton icon={IconLock} color="orange" onClick={() => set(true)}>
        {t("vote.disable")}
      </BulkButton>
    </>
  ) : null;
}

/** 投票管理: each vote's status as a badge; the selected votes enabled or disabled. */
export const voteListPage: Omit<ResourceListPageProps, "definition"> = {
  columns: { voteStatus: { Cell: ({ row }) => <VoteStatusBadge row={row.original} /> } },
  bulkActions: (rows, clear) => <BulkEnable rows={rows} clear={clear} />,
};

/** The vote's edit page: its results and question editor above the vote's own fields. */
export const voteUpdatePage = { children: <VoteQuestionsPanel /> };

/** The new vote page: the questions come once it is saved. A kit page's hint is a Label, as its definition's texts are. */
export const voteCreatePage: Pick<ResourceFormPageProps, "hint"> = {
  hint: {
    zh: "保存投票后，在编辑页添加题目和选项。",
    en: "Once the vote is saved, add its questions and options on its edit page.",
  },
};
