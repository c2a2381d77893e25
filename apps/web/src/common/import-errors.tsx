import { Alert, Stack, Table } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useI18n } from "../i18n/i18n-context.tsx";

/** The refused rows of an import: nothing was imported, and each problem is listed. */
export function ImportErrors({ errors }: { errors: readonly { row: number; field: string; message: string }[] }) {
  const { t } = useI18n();
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {t("project.importFailed", { count: errors.length })}
      </Alert>
      <Table.ScrollContainer minWidth={420} mah={320}>
        <Table striped withTableBorder aria-label={t("project.importTitle")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t("project.importRow")}</Table.Th>
              <Table.Th w={140}>{t("project.importField")}</Table.Th>
              <Table.Th>{t("project.importMessage")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error, index) => (
              <Table.Tr key={`${error.row}-${error.field}-${index}`}>
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{error.field}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
