import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { TEnterpriseItem } from "@suyuan/contracts/enterprise/enterprise-resource";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { EnterpriseStatusBadge, regionText, typeKey } from "./enterprise-labels.tsx";

/** A readable record of one enterprise (view and check pages). */
export function EnterpriseDetails({ item }: { item: TEnterpriseItem }) {
  const { t } = useI18n();
  const type = typeKey(item.type);
  return (
    <Stack gap="lg" data-testid="enterprise-details">
      <Group gap="md" wrap="nowrap" align="center">
        {item.logo ? <Image src={item.logo} alt={t("enterprise.logo")} w={64} h={64} radius="md" fit="cover" /> : null}
        <div>
          <Title order={3} fz="lg">
            {item.name}
          </Title>
          <Group gap="xs" mt={4}>
            <EnterpriseStatusBadge status={item.status} />
            <Text size="sm" c="dimmed">
              {t("common.createdAt")} {formatDate(item.createdAt)}
            </Text>
          </Group>
        </div>
      </Group>

      <Block title={t("enterprise.sectionBasic")}>
        <Field label={t("enterprise.creditCode")}>
          {item.creditCode ? (
            <Text ff="monospace" size="sm">
              {item.creditCode}
            </Text>
          ) : null}
        </Field>
        <Field label={t("enterprise.typeLabel")}>{type ? t(type) : item.type}</Field>
        <Field label={t("enterprise.legalPerson")}>{item.legalPerson}</Field>
        <Field label={t("enterprise.contactPerson")}>{item.contactPerson}</Field>
        <Field label={t("enterprise.phone")}>{item.phone}</Field>
        <Field label={t("enterprise.region")}>{regionText(item) || null}</Field>
        <Field label={t("enterprise.address")}>{item.address}</Field>
        <Field label={t("enterprise.updatedAt")}>{formatDate(item.updatedAt)}</Field>
      </Block>

      <Block title={t("enterprise.businessScope")} cols={1}>
        {item.businessScope ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {item.businessScope}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Block>

      <Block title={t("enterprise.licenceImages")} cols={1}>
        {item.licenceImages.length > 0 ? (
          <Group gap="sm">
            {item.licenceImages.map((url, index) => (
              <Anchor key={url} href={url} target="_blank" rel="noopener">
                <Image
                  src={url}
                  alt={`${t("enterprise.licenceImages")} ${index + 1}`}
                  w={140}
                  h={100}
                  radius="sm"
                  fit="cover"
                />
              </Anchor>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t("enterprise.noImages")}
          </Text>
        )}
      </Block>

      {item.status !== "pending" || item.checkOpinion ? (
        <Block title={t("enterprise.checkResult")}>
          <Field label={t("common.status")}>
            <EnterpriseStatusBadge status={item.status} />
          </Field>
          <Field label={t("enterprise.checkedAt")}>{item.checkedAt ? formatDate(item.checkedAt) : null}</Field>
          <Field label={t("enterprise.checkOpinion")}>{item.checkOpinion}</Field>
        </Block>
      ) : null}
    </Stack>
  );
}

function Block({ title, children, cols = 2 }: { title: string; children: ReactNode; cols?: number }) {
  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }}>
      <Title order={4} fz="sm" fw={600} mb="sm" c="gray.8">
        {title}
      </Title>
      {cols === 1 ? (
        children
      ) : (
        <SimpleGrid cols={{ base: 1, md: cols }} spacing="sm" verticalSpacing="xs">
          {children}
        </SimpleGrid>
      )}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === "";
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : typeof children === "string" ? (
        <Text size="sm">{children}</Text>
      ) : (
        children
      )}
    </Group>
  );
}
