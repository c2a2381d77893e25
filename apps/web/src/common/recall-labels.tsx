import { Badge } from "@mantine/core";
import { RECALL_LEVELS, type TRecallLevel, type TRecallStatus } from "@suyuan/contracts/recall/recall-fields";
import { useMemo } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { UiKey } from "../i18n/ui-messages-zh.ts";

const LEVEL_KEYS: Record<TRecallLevel, UiKey> = {
  1: "recall.level.1",
  2: "recall.level.2",
  3: "recall.level.3",
};
// Level 1 is the most severe: the strongest colour.
const LEVEL_COLORS: Record<TRecallLevel, string> = { 1: "red", 2: "orange", 3: "yellow" };
const STATUS_KEYS: Record<TRecallStatus, UiKey> = { active: "recall.status.active", closed: "recall.status.closed" };
const STATUS_COLORS: Record<TRecallStatus, string> = { active: "red", closed: "gray" };

export function useRecallLevelOptions() {
  const { t } = useI18n();
  return useMemo(() => RECALL_LEVELS.map((level) => ({ value: String(level), label: t(LEVEL_KEYS[level]) })), [t]);
}

export function RecallLevelBadge({ level }: { level: TRecallLevel }) {
  const { t } = useI18n();
  return (
    <Badge color={LEVEL_COLORS[level]} variant={level === 1 ? "filled" : "light"} radius="sm">
      {t(LEVEL_KEYS[level])}
    </Badge>
  );
}

export function RecallStatusBadge({ status }: { status: TRecallStatus }) {
  const { t } = useI18n();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm">
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}
