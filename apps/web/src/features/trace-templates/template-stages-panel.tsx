import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { TTemplateStageDetail } from "@suyuan/contracts/trace-template/template-fields";
import type { TTemplateDetail } from "@suyuan/contracts/trace-template/trace-template-resource";
import { IconPlus } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { useEnterpriseScope } from "../../common/use-enterprise-scope.ts";
import { FormSection } from "../../common/form-section.tsx";
import { ActionLink, RowLink } from "../../common/row-actions.tsx";
import { KIND_KEYS } from "../../common/template-labels.ts";

function StageItems({ stage }: { stage: TTemplateStageDetail }) {
  const { t } = useI18n();
  if (stage.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("template.noItems")}
      </Text>
    );
  return (
    <Table striped withTableBorder verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={70}>{t("template.sort")}</Table.Th>
          <Table.Th>{t("template.itemName")}</Table.Th>
          <Table.Th>{t("template.kind")}</Table.Th>
          <Table.Th>
            {t("template.unit")} / {t("template.options")}
          </Table.Th>
          <Table.Th w={70}>{t("template.required")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stage.items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{item.sort}</Table.Td>
            <Table.Td>
              {item.name}{" "}
              {item.inUse ? (
                <Badge size="xs" variant="light" color="orange">
                  {t("template.inUse")}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>{t(KIND_KEYS[item.kind])}</Table.Td>
            <Table.Td>
              {item.kind === "number" ? (item.unit ?? "—") : item.kind === "select" ? item.options.join("、") : "—"}
            </Table.Td>
            <Table.Td>{item.required ? t("common.yes") : t("common.no")}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The template's stages with their items (the view page's panel); each can be edited or removed. */
export function TemplateStagesPanel({ template }: { template: TTemplateDetail }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const { staff } = useEnterpriseScope();
  const writable = staff || template.enterprise !== null;
  const canEdit = usePermitted("/traceTemplateItem/update") && writable;
  const remove = useMutation(trpc.traceTemplate.deleteStage.mutationOptions());

  const askDelete = (stage: TTemplateStageDetail) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message: t("template.stageDeleteConfirm", { name: stage.name }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { id: stage.id },
          {
            onSuccess: () => {
              notifySuccess(t("template.stageDeleted"));
              void queryClient.invalidateQueries({ queryKey: trpc.traceTemplate.pathKey() });
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  return (
    <FormSection title={t("template.detailTitle")}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("template.detailHint")}
        </Text>
        {!writable ? <Alert color="blue">{t("template.readOnly")}</Alert> : null}
        {template.stages.map((stage) => (
          <Paper key={stage.id} withBorder radius="md" p="sm" data-testid="template-detail-stage">
            <Group justify="space-between" mb="xs">
              <Group gap="xs">
                <Badge variant="outline" radius="sm">
                  {stage.sort}
                </Badge>
                <Title order={3} fz="md">
                  {stage.name}
                </Title>
                {stage.inUse ? (
                  <Badge variant="light" color="orange" size="sm">
                    {t("template.inUse")}
                  </Badge>
                ) : null}
              </Group>
              {canEdit ? (
                <Group gap={4}>
                  <RowLink
                    to="/traceTemplateItem/update"
                    search={{ templateId: template.id, id: stage.id }}
                    aria-label={`${t("common.edit")} ${stage.name}`}
                  >
                    {t("common.edit")}
                  </RowLink>
                  {stage.inUse ? null : (
                    <ActionLink
                      label={t("common.delete")}
                      target={stage.name}
                      color="red"
                      onClick={() => askDelete(stage)}
                    />
                  )}
                </Group>
              ) : null}
            </Group>
            <StageItems stage={stage} />
          </Paper>
        ))}
      </Stack>
    </FormSection>
  );
}

/** 新增环节 beside 编辑 on the view page, for templates the user may change. */
export function AddStageButton({ template }: { template: TTemplateDetail }) {
  const { t } = useI18n();
  const { staff } = useEnterpriseScope();
  const canAdd = usePermitted("/traceTemplate/addDetail") && (staff || template.enterprise !== null);
  if (!canAdd) return null;
  return (
    <Button
      renderRoot={(props) => <Link {...props} to="/traceTemplate/addDetail" search={{ templateId: template.id }} />}
      leftSection={<IconPlus size={16} />}
    >
      {t("template.addStage")}
    </Button>
  );
}
