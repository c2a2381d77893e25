import { Alert, Anchor, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { TQualityCheckItem } from "@suyuan/contracts/quality-check/quality-check-fields";
import { IconAlertTriangle, IconPaperclip } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { PassedBadge } from "./quality-check-labels.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** A spot check, read-only: what was checked, the items and the verdict, the report and any recall. */
export function QualityCheckDetails({ check }: { check: TQualityCheckItem }) {
  const { t } = useI18n();
  return (
    <Stack gap="md" data-testid="quality-check-details">
      <Group gap="xs">
        <Text fw={600}>{check.organisation}</Text>
        <PassedBadge passed={check.passed} />
      </Group>
      {check.recall ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t("qc.recallLinked", { title: check.recall.title })}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t("qc.enterprise")}>{check.enterprise.name}</Fact>
        <Fact label={t("qc.checkDate")}>{check.checkDate}</Fact>
        <Fact label={t("qc.batch")}>{check.batch?.batchNo ?? "—"}</Fact>
        <Fact label={t("qc.goods")}>{check.goods?.name ?? "—"}</Fact>
        <Fact label={t("qc.inspector")}>{check.inspector}</Fact>
        <Fact label={t("qc.report")}>
          {check.report ? (
            <Anchor href={check.report.url} target="_blank" rel="noopener" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconPaperclip size={14} />
                {check.report.fileName}
              </Group>
            </Anchor>
          ) : (
            "—"
          )}
        </Fact>
        {check.note ? <Fact label={t("qc.note")}>{check.note}</Fact> : null}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("qc.itemName")}</Table.Th>
              <Table.Th>{t("qc.itemStandard")}</Table.Th>
              <Table.Th>{t("qc.itemResult")}</Table.Th>
              <Table.Th w={90}>{t("qc.passed")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {check.items.map((item, index) => (
              <Table.Tr key={index}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td>{item.standard || "—"}</Table.Td>
                <Table.Td>{item.result}</Table.Td>
                <Table.Td>
                  <PassedBadge passed={item.passed} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
