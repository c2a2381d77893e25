import { Anchor, Button, Menu } from "@mantine/core";
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from "@tabler/icons-react";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** A text-style row action; its accessible name includes the row it acts on. */
export function ActionLink({
  label,
  target,
  color,
  onClick,
}: {
  label: string;
  target: string;
  color?: string;
  onClick: () => void;
}) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      c={color}
      onClick={onClick}
      aria-label={`${label} ${target}`}
      px={4}
    >
      {label}
    </Anchor>
  );
}

/** CSV and Excel downloads of the current filter (ordinary links: the browser saves the file). */
export function ExportMenu({ csv, xlsx }: { csv: string; xlsx: string }) {
  const { t } = useI18n();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />}>
          {t("common.export")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={csv} download leftSection={<IconFileTypeCsv size={16} />}>
          {t("common.exportCsv")}
        </Menu.Item>
        <Menu.Item component="a" href={xlsx} download leftSection={<IconFileSpreadsheet size={16} />}>
          {t("common.exportExcel")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
