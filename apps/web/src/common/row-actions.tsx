import { Anchor, Button, Menu, type AnchorProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import { forwardRef, type ComponentPropsWithoutRef, type ComponentType, type ReactNode } from "react";
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from "@tabler/icons-react";
import { useI18n } from "../i18n/i18n-context.tsx";

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

/**
 * CSV and Excel downloads of the current filter (ordinary links: the browser saves the file);
 * `full`: the same with personal data unmasked, for a holder of the reveal key (the server logs it).
 */
export function ExportMenu({ csv, xlsx, full }: { csv: string; xlsx: string; full?: { csv: string; xlsx: string } }) {
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
        {full ? (
          <>
            <Menu.Divider />
            <Menu.Label>{t("common.exportFull")}</Menu.Label>
            <Menu.Item component="a" href={full.csv} download leftSection={<IconFileTypeCsv size={16} />}>
              {t("common.exportCsvFull")}
            </Menu.Item>
            <Menu.Item component="a" href={full.xlsx} download leftSection={<IconFileSpreadsheet size={16} />}>
              {t("common.exportExcelFull")}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

const AnchorLinkBase = forwardRef<HTMLAnchorElement, AnchorProps & ComponentPropsWithoutRef<"a">>(
  function AnchorLinkBase(props, ref) {
    return <Anchor ref={ref} size="sm" px={4} {...props} />;
  },
);

/**
 * A row action that opens another page: a typed router link styled like ActionLink. Give it an
 * aria-label that names the row, as ActionLink does.
 */
export const RowLink = createLink(AnchorLinkBase);

/** A button in a table's selection toolbar (bulk enable, disable, delete, ...). */
export function BulkButton({
  icon: Icon,
  color,
  onClick,
  children,
}: {
  icon: ComponentType<{ size?: number }>;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="xs" variant="light" color={color} leftSection={<Icon size={14} />} onClick={onClick}>
      {children}
    </Button>
  );
}
