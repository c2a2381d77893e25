import { ActionIcon, Badge, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ItemsEditor, swapRows } from "./items-editor.tsx";
import { newStage, type StageDraft } from "./template-form-values.ts";

/** One stage's order and name, with its in-use mark. */
export function StageHeaderFields({
  stage,
  onChange,
  error,
  prefix,
  onSortBlur,
}: {
  stage: StageDraft;
  onChange: (patch: Partial<StageDraft>) => void;
  error: (path: string) => string | undefined;
  prefix: string;
  onSortBlur?: () => void;
}) {
  const { t } = useI18n();
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: 1 }}>
      <NumberInput
        w={100}
        label={t("template.sort")}
        withAsterisk
        min={0}
        max={9999}
        allowDecimal={false}
        value={stage.sort}
        onChange={(value) => onChange({ sort: String(value) })}
        onBlur={onSortBlur}
        error={error(`${prefix}sort`)}
      />
      <TextInput
        style={{ flex: 1 }}
        maw={320}
        label={t("template.stageName")}
        withAsterisk
        maxLength={50}
        value={stage.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={error(`${prefix}name`)}
      />
      {stage.inUse ? (
        <Tooltip label={t("template.inUseHint")}>
          <Badge variant="light" color="orange" mt={30}>
            {t("template.inUse")}
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** The ordered stages of a template, each with its items: add, remove, reorder. */
export function StagesEditor({
  stages,
  onChange,
  error,
}: {
  stages: StageDraft[];
  onChange: (stages: StageDraft[]) => void;
  error: (path: string) => string | undefined;
}) {
  const { t } = useI18n();
  const set = (index: number, patch: Partial<StageDraft>) =>
    onChange(stages.map((stage, i) => (i === index ? { ...stage, ...patch } : stage)));

  return (
    <Stack gap="sm">
      {error("stages") ? (
        <Text size="sm" c="red" role="alert">
          {error("stages")}
        </Text>
      ) : null}
      {stages.map((stage, index) => {
        const label = stage.name || `${t("template.stage")} ${index + 1}`;
        return (
          <Paper key={stage.key} withBorder radius="md" p="sm" data-testid="template-stage">
            <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
              <StageHeaderFields
                stage={stage}
                onChange={(patch) => set(index, patch)}
                error={error}
                prefix={`stages.${index}.`}
              />
              <Group gap={2} wrap="nowrap" mt={26}>
                <ActionIcon
                  variant="subtle"
                  disabled={index === 0}
                  aria-label={`${t("template.moveUp")} ${label}`}
                  onClick={() => onChange(swapRows(stages, index, index - 1))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={index === stages.length - 1}
                  aria-label={`${t("template.moveDown")} ${label}`}
                  onClick={() => onChange(swapRows(stages, index, index + 1))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={stage.inUse}
                  aria-label={`${t("template.removeStage")} ${label}`}
                  onClick={() => onChange(stages.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            <ItemsEditor
              items={stage.items}
              onChange={(items) => set(index, { items })}
              error={error}
              prefix={`stages.${index}.`}
              stageName={label}
            />
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...stages, newStage(stages)])}
        >
          {t("template.addStage")}
        </Button>
      </Group>
    </Stack>
  );
}
