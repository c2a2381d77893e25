import { Badge, Group, Progress, Text } from "@mantine/core";
import {
  APPLICANT_KINDS,
  APPLICATION_STATUSES,
  GENERATION_STATUSES,
  type TApplicantKind,
  type TApplicationStatus,
  type TGenerationStatus,
} from "@suyuan/contracts/code-application/code-application-fields";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";

const STATUS_COLORS: Record<TApplicationStatus, string> = { pending: "orange", approved: "green", rejected: "red" };
const GENERATION_COLORS: Record<TGenerationStatus, string> = {
  none: "gray",
  queued: "blue",
  generating: "blue",
  done: "teal",
  failed: "red",
};

const statusKey = (status: TApplicationStatus) => `apply.status.${status}` as UiKey;
const generationKey = (status: TGenerationStatus) => `apply.generation.${status}` as UiKey;
const kindKey = (kind: TApplicantKind) => `apply.kind.${kind}` as UiKey;

export function useApplicationStatusOptions() {
  const { t } = useI18n();
  return APPLICATION_STATUSES.map((status) => ({ value: status, label: t(statusKey(status)) }));
}

export function useGenerationStatusOptions() {
  const { t } = useI18n();
  return GENERATION_STATUSES.map((status) => ({ value: status, label: t(generationKey(status)) }));
}

export function useApplicantKindOptions() {
  const { t } = useI18n();
  return APPLICANT_KINDS.map((kind) => ({ value: kind, label: t(kindKey(kind)) }));
}

export function ApplicationStatusBadge({ status }: { status: TApplicationStatus }) {
  const { t } = useI18n();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm">
      {t(statusKey(status))}
    </Badge>
  );
}

export function ApplicantKindText({ kind }: { kind: TApplicantKind }) {
  const { t } = useI18n();
  return <>{t(kindKey(kind))}</>;
}

/** The generation state with a progress bar while codes are written (list column and view page). */
export function GenerationProgress({
  status,
  generated,
  quantity,
  size = "sm",
}: {
  status: TGenerationStatus;
  generated: number;
  quantity: number;
  size?: "sm" | "lg";
}) {
  const { t } = useI18n();
  const percent = quantity > 0 ? Math.min(100, (generated / quantity) * 100) : 0;
  const active = status === "queued" || status === "generating";
  return (
    <div style={{ minWidth: size === "lg" ? 240 : 120 }}>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Badge color={GENERATION_COLORS[status]} variant="light" radius="sm" size={size === "lg" ? "md" : "sm"}>
          {t(generationKey(status))}
        </Badge>
        {status !== "none" ? (
          <Text size="xs" c="dimmed" ff="monospace">
            {t("apply.generatedOf", {
              done: generated.toLocaleString("zh-CN"),
              total: quantity.toLocaleString("zh-CN"),
            })}
          </Text>
        ) : null}
      </Group>
      {status !== "none" ? (
        <Progress
          mt={4}
          size={size === "lg" ? "lg" : "sm"}
          value={status === "done" ? 100 : percent}
          color={status === "failed" ? "red" : status === "done" ? "teal" : "blue"}
          striped={active}
          animated={active}
          aria-label={t("apply.progressTitle")}
        />
      ) : null}
    </div>
  );
}
