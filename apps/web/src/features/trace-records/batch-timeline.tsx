import { Button, Group, Stack, Text, Timeline } from "@mantine/core";
import type { TRecordItem } from "@suyuan/contracts/trace-record/record-fields";
import { IconCircleCheck, IconPlus } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatDateTime } from "../../lib/format-date.ts";
import { Thumbnails } from "./record-values-page.tsx";
import { valueText } from "./value-input.tsx";

/** One filled-in stage: time and operator, the values with units, photos and the note. */
function RecordBody({ record }: { record: TRecordItem }) {
  const { t } = useI18n();
  const filled = record.values.filter((value) => value.value !== null || value.images.length > 0);
  return (
    <Stack gap={6} mt={4}>
      <Text size="xs" c="dimmed">
        {formatDateTime(record.recordedAt)} · {t("record.operator")}：{record.operatorName}
      </Text>
      {filled.map((value) =>
        value.kind === "image" ? (
          <div key={value.itemId}>
            <Text size="sm">{value.name}：</Text>
            <Thumbnails urls={value.images} alt={value.name} size={72} />
          </div>
        ) : (
          <Text key={value.itemId} size="sm">
            {value.name}：{valueText(value)}
          </Text>
        ),
      )}
      {record.images.length > 0 ? <Thumbnails urls={record.images} alt={record.stage.name} size={72} /> : null}
      {record.note ? (
        <Text size="sm" c="dimmed">
          {record.note}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The batch's production record as a vertical timeline, in record order, with the way to record
 * the next stage of its template.
 */
export function BatchTimeline({
  batchId,
  records,
  nextStage,
  hasTemplate,
  ready,
  canAdd,
}: {
  batchId: number;
  records: TRecordItem[];
  nextStage: { id: number; name: string } | undefined;
  hasTemplate: boolean;
  /** The template's stages and the records are loaded (until then, no "next stage" is known). */
  ready: boolean;
  canAdd: boolean;
}) {
  const { t } = useI18n();
  return (
    <Stack gap="md">
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("batch.timelineEmpty")}
        </Text>
      ) : (
        <Timeline active={records.length - 1} bulletSize={22} lineWidth={2} data-testid="batch-timeline">
          {records.map((record) => (
            <Timeline.Item
              key={record.id}
              bullet={<IconCircleCheck size={14} />}
              title={
                <Text fw={600} size="sm">
                  {record.sort}. {record.stage.name}
                </Text>
              }
            >
              <RecordBody record={record} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {!hasTemplate ? (
        <Text size="sm" c="orange">
          {t("batch.noTemplate")}
        </Text>
      ) : ready && nextStage === undefined ? (
        <Text size="sm" c="dimmed">
          {t("batch.allStagesDone")}
        </Text>
      ) : null}
      {canAdd && hasTemplate && ready ? (
        <Group>
          <Button
            variant={nextStage ? "filled" : "default"}
            leftSection={<IconPlus size={16} />}
            renderRoot={(props) => <Link {...props} to="/trace/save" search={{ batchId, stageId: nextStage?.id }} />}
          >
            {nextStage ? t("batch.addNextRecord", { stage: nextStage.name }) : t("batch.addRecord")}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
