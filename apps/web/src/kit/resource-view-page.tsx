import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconEdit } from "@tabler/icons-react";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { regionPath } from "@suyuan/contracts/region/regions";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { FormSection } from "../common/form-section.tsx";
import { PageCard } from "../common/page-card.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { useTrpc } from "../lib/use-trpc.ts";
import { asAppPath } from "../navigation/app-path.ts";
import { Permitted } from "../permissions/permitted.tsx";
import { pick } from "../i18n/pick-label.ts";
import { EMPTY, formatField, formatKey, labelParams, rowTitle } from "./resource-format.tsx";
import { regionGroup } from "./resource-form-values.ts";
import { usePersonalDataReveal } from "./personal-data-reveal.tsx";
import { resourceItemQueryOptions, type ResourceRow } from "./resource-search.ts";

export type ResourceViewPageProps = {
  definition: ResourceDefinition;
  id: number;
  /** Extra panels under the details (history tables, charts); they receive the item. */
  children?: (item: ResourceRow) => ReactNode;
  /** Extra buttons beside 编辑. */
  actions?: (item: ResourceRow) => ReactNode;
  /** The page's test id, where specs name the page by its own (batch-view-page). */
  testId?: string;
};

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div style={wide ? { gridColumn: "1 / -1" } : undefined}>
      <Text size="xs" c="dimmed" mb={2}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: "break-word" }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * A resource row read-only: label and value by section (like the form), then the timestamps.
 * Examination pages show it too. Test id: `<resource>-details`.
 */
export function ResourceDetails({ definition, item }: { definition: ResourceDefinition; item: ResourceRow }) {
  const { t, locale } = useI18n();
  const display = { locale, yes: t("common.yes"), no: t("common.no"), detail: true };
  const region = regionGroup(definition);
  const regionParts = new Set(region ? Object.values(region.stored) : []);
  const deepestRegion = region ? (region.stored.county ?? region.stored.city ?? region.stored.province) : undefined;

  /** The region's full path from its deepest filled part. */
  const regionText = () => {
    const parts = region ? [region.stored.county, region.stored.city, region.stored.province] : [];
    const code = parts.map((key) => (key ? item[key] : null)).find((value) => typeof value === "string" && value);
    return typeof code === "string" ? regionPath(code).join(" / ") || code : EMPTY;
  };

  const placed = new Set<string>();
  const take = (keys: readonly string[]) =>
    keys.filter((key) => {
      if (!(key in definition.fields) || placed.has(key)) return false;
      placed.add(key);
      // A region shows once, as its full path, under its deepest stored part.
      return !regionParts.has(key) || key === deepestRegion;
    });
  const blocks: { title: string | null; keys: string[] }[] = (definition.sections ?? []).map((section) => ({
    title: pick(section.title, locale),
    keys: take(section.fields),
  }));
  const rest = take(Object.keys(definition.fields));
  if (rest.length > 0) blocks.push({ title: blocks.length > 0 ? t("kit.otherSection") : null, keys: rest });

  const grid = (keys: string[]) => (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
      {keys.map((key) => {
        const spec = definition.fields[key]!;
        return (
          <Detail key={key} label={pick(spec.label, locale)} wide={spec.span === 2}>
            {key === deepestRegion ? regionText() : formatField(spec, key, item, display)}
          </Detail>
        );
      })}
    </SimpleGrid>
  );

  return (
    <Stack gap="lg" data-testid={`${definition.name}-details`}>
      {blocks.map((block, index) =>
        block.title ? (
          <FormSection key={index} title={block.title}>
            {grid(block.keys)}
          </FormSection>
        ) : (
          <div key={index}>{grid(block.keys)}</div>
        ),
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(["createdAt", "updatedAt"] as const).map((key) => (
          <Detail key={key} label={key === "createdAt" ? t("common.createdAt") : t("kit.updatedAt")}>
            {formatKey(definition, key, item, display)}
          </Detail>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A resource's view page: its details, 编辑 with its permission, 返回; extra panels below. */
export function ResourceViewPage({ definition, id, children, actions, testId }: ResourceViewPageProps) {
  const { t, locale } = useI18n();
  const item = useSuspenseQuery(resourceItemQueryOptions(useTrpc(), definition, id)).data;
  const reveal = usePersonalDataReveal(definition, item.id);

  return (
    <PageCard
      title={`${t("kit.viewTitle", labelParams(definition.label, locale))}：${rowTitle(definition, item)}`}
      testId={testId ?? `kit-view-${definition.name}`}
      actions={
        <>
          {actions?.(item)}
          {reveal.button}
          {definition.routes.update ? (
            <Permitted perm={definition.keys.update}>
              <Button
                component={Link}
                to={asAppPath(definition.routes.update)}
                search={{ id: item.id } as never}
                leftSection={<IconEdit size={16} />}
              >
                {t("common.edit")}
              </Button>
            </Permitted>
          ) : null}
          <Button variant="default" component={Link} to={asAppPath(definition.routes.list)}>
            {t("common.back")}
          </Button>
        </>
      }
    >
      <Stack gap="lg">
        <ResourceDetails definition={definition} item={{ ...item, ...reveal.values }} />
        {children?.(item)}
      </Stack>
    </PageCard>
  );
}
