import { Group, Text, Timeline } from "@mantine/core";
import { isContentStatus } from "@suyuan/contracts/content/content-status";
import type { TContentRecord } from "@suyuan/contracts/content/content-find";
import { IconArrowBackUp, IconCheck, IconPencil, IconSend, IconTrash } from "@tabler/icons-react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { formatDateTimeSeconds } from "../../lib/format-date.ts";
import { ContentStatusBadge } from "./content-status-badge.tsx";

/** How each operation reads in the history (the workflow's actions and the saves). */
const OPERATION_LABELS: Record<string, UiKey> = {
  save: "contentOperation.save",
  create: "contentOperation.create",
  update: "contentOperation.update",
  submit: "contentOperation.submit",
  check: "contentOperation.check",
  reject: "contentOperation.reject",
  pigeonhole: "contentOperation.pigeonhole",
  unpigeonhole: "contentOperation.unpigeonhole",
  recommend: "contentOperation.recommend",
  priority: "contentOperation.priority",
  move: "contentOperation.move",
  copy: "contentOperation.copy",
  refer: "contentOperation.refer",
  push: "contentOperation.push",
  delete: "contentOperation.delete",
  cycle_recycle: "contentOperation.cycle_recycle",
};

function iconOf(operation: string) {
  if (operation === "check") return <IconCheck size={14} />;
  if (operation === "reject") return <IconArrowBackUp size={14} />;
  if (operation === "submit") return <IconSend size={14} />;
  if (operation === "delete") return <IconTrash size={14} />;
  return <IconPencil size={14} />;
}

/** A content item's history as a timeline, oldest first: who, when, from which status to which, opinion. */
export function ContentHistory({ records }: { records: readonly TContentRecord[] }) {
  const { t } = useI18n();
  if (records.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("content.historyEmpty")}
      </Text>
    );
  const ordered = [...records].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  return (
    <Timeline active={ordered.length - 1} bulletSize={24} lineWidth={2} data-testid="content-history">
      {ordered.map((record) => (
        <Timeline.Item
          key={record.id}
          bullet={iconOf(record.operation)}
          color={record.operation === "reject" ? "orange" : undefined}
          title={OPERATION_LABELS[record.operation] ? t(OPERATION_LABELS[record.operation]!) : record.operation}
          data-testid="content-history-item"
          data-operation={record.operation}
        >
          <Group gap={6} mt={4}>
            {record.fromStatus !== null && isContentStatus(record.fromStatus) ? (
              <>
                <ContentStatusBadge status={record.fromStatus} />
                <Text size="xs">→</Text>
              </>
            ) : null}
            <ContentStatusBadge status={record.toStatus} />
          </Group>
          {record.opinion ? (
            <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }} data-testid="content-history-opinion">
              {t("content.opinion")}：{record.opinion}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt={4}>
            {record.userName} · {formatDateTimeSeconds(record.createdAt)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
