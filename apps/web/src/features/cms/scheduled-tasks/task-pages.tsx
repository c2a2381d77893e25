import { Badge, Select, Text, Tooltip } from "@mantine/core";
import { UNIT_FIELDS, type TaskUnit } from "@suyuan/contracts/scheduled-task/scheduled-task-resource";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { FieldOverrides, FieldRenderProps } from "../../../kit/resource-form.tsx";
import type { ResourceFormPageProps } from "../../../kit/resource-form-page.tsx";
import { EMPTY } from "../../../kit/resource-format.tsx";
import type { ResourceListPageProps } from "../../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../../kit/resource-search.ts";
import { useChannelOptions } from "../channel-options.ts";

// Scheduled tasks are a kit resource; what their pages add: the last result as a badge (with the
// reason of a failure), the channel as the site's channel tree, and the form showing only the
// timing fields of the cycle and unit chosen.

const STATUS_COLORS: Record<string, string> = {
  queued: "blue",
  running: "cyan",
  done: "green",
  failed: "red",
  skipped: "gray",
};

function LastResult({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  const status = typeof row.lastStatus === "string" ? row.lastStatus : null;
  if (!status) return <Text c="dimmed">{EMPTY}</Text>;
  const badge = (
    <Badge color={STATUS_COLORS[status] ?? "gray"} variant="light">
      {t(`task.status.${status}` as never)}
    </Badge>
  );
  const message = typeof row.lastMessage === "string" ? row.lastMessage : null;
  if (!message) return badge;
  const text = message.startsWith("task.") ? t(message as never) : message;
  return (
    <Tooltip label={text} multiline maw={360}>
      {badge}
    </Tooltip>
  );
}

export const taskListPage: Omit<ResourceListPageProps, "definition"> = {
  columns: { lastStatus: { Cell: ({ row }) => <LastResult row={row.original} /> } },
};

function ChannelField(props: FieldRenderProps) {
  const { t } = useI18n();
  const { options, loading } = useChannelOptions();
  if (props.values.type === "static_index") return null;
  return (
    <Select
      label={props.label}
      placeholder={t("task.allChannels")}
      data={options}
      value={props.value === null || props.value === undefined ? null : String(props.value)}
      onChange={(value) => props.setValue(value ?? null)}
      onBlur={props.onBlur}
      error={props.error}
      disabled={loading}
      searchable
      clearable
    />
  );
}

/** The timing fields apply to one cycle and unit; the others leave the form (the server clears them). */
const timing = (field: string) => (props: FieldRenderProps) => {
  const { values } = props;
  if (field === "cronExpression") return values.execycle === "cron" ? undefined : null;
  if (field === "intervalUnit") return values.execycle === "cron" ? null : undefined;
  if (values.execycle === "cron") return null;
  const unit = (values.intervalUnit as TaskUnit | null) ?? "day";
  return UNIT_FIELDS[unit].includes(field) ? undefined : null;
};

const fieldOverrides: FieldOverrides = {
  channelId: (props) => <ChannelField {...props} />,
  ...Object.fromEntries(
    [
      "intervalUnit",
      "intervalMinute",
      "intervalHour",
      "dayOfMonth",
      "dayOfWeek",
      "hour",
      "minute",
      "cronExpression",
    ].map((field) => [field, timing(field)]),
  ),
};

export const taskFormPage: Omit<ResourceFormPageProps, "definition" | "defaults"> = { fieldOverrides };
