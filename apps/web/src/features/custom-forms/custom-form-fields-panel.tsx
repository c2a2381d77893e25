import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { CUSTOM_FIELD_KEYS } from "@suyuan/contracts/custom-form/custom-form-keys";
import { customFormFieldResource } from "@suyuan/contracts/custom-form/custom-form-field-resource";
import { CUSTOM_DATA_TYPE_LABELS, type TCustomDataType } from "@suyuan/contracts/custom-form/custom-form-types";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmButton } from "../../common/confirm-button.tsx";
import { useCountedOutcome } from "../../common/use-counted-outcome.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { ResourceFormModal } from "../../kit/resource-form-modal.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";

const route = getRouteApi("/_authed/custom/update");

/** The form designer: the form's fields in order, added and edited in a dialog, deleted after confirming. */
export function CustomFormFieldsPanel() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const { id } = route.useSearch();
  const formId = id ?? 0;
  const fields = useQuery({
    ...trpc.customFormField.find.queryOptions({ formId, pageSize: 100, sortBy: "priority", sortDir: "asc" }),
    enabled: id !== undefined,
  });
  const outcome = useCountedOutcome(trpc.customFormField.pathKey());
  const removed = outcome("customForm.deleted");
  const remove = useMutation(
    trpc.customFormField.delete.mutationOptions({
      ...removed,
      onSuccess: (answer) => removed.onSuccess({ count: answer.deleted }),
    }),
  );
  const [editing, setEditing] = useState<ResourceRow | null | "new">(null);
  const rows = (fields.data?.items ?? []) as unknown as ResourceRow[];
  return (
    <Paper withBorder p="md" mb="md" data-testid="custom-form-fields">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t("customForm.fields")}</Title>
          <Permitted perm={CUSTOM_FIELD_KEYS.create}>
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing("new")}
              data-testid="custom-field-add"
            >
              {t("customForm.addField")}
            </Button>
          </Permitted>
        </Group>
        <Text size="sm" c="dimmed">
          {t("customForm.fieldsHint")}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm">{t("customForm.noFields")}</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{pick(customFormFieldResource.fields.label.label, locale)}</Table.Th>
                <Table.Th>{pick(customFormFieldResource.fields.field.label, locale)}</Table.Th>
                <Table.Th>{pick(customFormFieldResource.fields.dataType.label, locale)}</Table.Th>
                <Table.Th>{pick(customFormFieldResource.fields.required.label, locale)}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="custom-field-row">
                  <Table.Td>{String(row.label)}</Table.Td>
                  <Table.Td>
                    <code>{String(row.field)}</code>
                  </Table.Td>
                  <Table.Td>
                    {pick(
                      CUSTOM_DATA_TYPE_LABELS[row.dataType as TCustomDataType] ?? CUSTOM_DATA_TYPE_LABELS["1"],
                      locale,
                    )}
                  </Table.Td>
                  <Table.Td>{row.required ? <Badge variant="light">必填</Badge> : "—"}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Permitted perm={CUSTOM_FIELD_KEYS.update}>
                        <Button size="compact-xs" variant="light" onClick={() => setEditing(row)}>
                          {t("customForm.edit")}
                        </Button>
                      </Permitted>
                      <ConfirmButton
                        perm={CUSTOM_FIELD_KEYS.delete}
                        message={t("customForm.deleteField", { name: String(row.label) })}
                        danger
                        onConfirm={() => remove.mutate({ ids: [row.id] })}
                      >
                        {t("customForm.delete")}
                      </ConfirmButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {id !== undefined ? (
          <Text size="sm">
            {t("customForm.publicPage")}：<code>customForm/{id}.html</code>
          </Text>
        ) : null}
      </Stack>
      {editing !== null ? (
        <ResourceFormModal
          definition={customFormFieldResource}
          row={editing === "new" ? null : editing}
          defaults={{ formId: String(formId) }}
          fieldOverrides={{ formId: () => null }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Paper>
  );
}
