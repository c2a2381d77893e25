import { Anchor, Group, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import type { ResourceViewPageProps } from "../../kit/resource-view-page.tsx";

function coordinate(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** 116.397428° E / 39.909187° N (six decimals, the column's scale). */
export function formatCoordinate(value: number, axis: "lng" | "lat"): string {
  const hemisphere = axis === "lng" ? (value < 0 ? "W" : "E") : value < 0 ? "S" : "N";
  return `${Math.abs(value).toFixed(6)}° ${hemisphere}`;
}

/** What the copy link puts on the clipboard: "lat,lng". */
export function latLngText(latitude: number, longitude: number): string {
  return `${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

/** A station's longitude and latitude, formatted, with a link copying "lat,lng" (no map). */
export function StationCoordinates({ item }: { item: ResourceRow }) {
  const { t } = useI18n();
  const clipboard = useClipboard({ timeout: 1500 });
  const longitude = coordinate(item.longitude);
  const latitude = coordinate(item.latitude);
  const complete = longitude !== null && latitude !== null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="station-coordinates">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md">
          {t("town.coordinates")}
        </Title>
        {complete ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => clipboard.copy(latLngText(latitude, longitude))}
          >
            <Group gap={4} wrap="nowrap">
              {clipboard.copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              {t(clipboard.copied ? "town.copied" : "town.copy")}
            </Group>
          </Anchor>
        ) : null}
      </Group>
      {longitude === null && latitude === null ? (
        <Text size="sm" c="dimmed">
          {t("town.noCoordinates")}
        </Text>
      ) : (
        <SimpleGrid cols={2}>
          <div>
            <Text size="xs" c="dimmed">
              {t("town.longitude")}
            </Text>
            <Text ff="monospace">{longitude === null ? "—" : formatCoordinate(longitude, "lng")}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t("town.latitude")}
            </Text>
            <Text ff="monospace">{latitude === null ? "—" : formatCoordinate(latitude, "lat")}</Text>
          </div>
        </SimpleGrid>
      )}
    </Paper>
  );
}

/** The station view: the coordinate panel under the details. */
export const stationViewPage: Omit<ResourceViewPageProps, "definition" | "id"> = {
  children: (item) => <StationCoordinates item={item} />,
};
