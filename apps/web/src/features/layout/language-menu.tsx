import { Button, Menu } from "@mantine/core";
import { IconCheck, IconChevronDown, IconLanguage } from "@tabler/icons-react";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import { useI18n } from "../../i18n/i18n-context.tsx";

const LOCALES: { locale: Locale; key: "lang.zh" | "lang.en" }[] = [
  { locale: "zh", key: "lang.zh" },
  { locale: "en", key: "lang.en" },
];

/** Language picker; `compact` hides the current language name on narrow headers. */
export function LanguageMenu({ compact = false, color }: { compact?: boolean; color?: string }) {
  const { locale, setLocale, t } = useI18n();
  const current = LOCALES.find((entry) => entry.locale === locale) ?? LOCALES[0];
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color={color ?? "gray"}
          size="compact-md"
          px={8}
          aria-label={`${t("lang.label")}: ${current ? t(current.key) : ""}`}
          leftSection={<IconLanguage size={18} stroke={1.6} />}
          rightSection={compact ? null : <IconChevronDown size={14} />}
        >
          {compact || !current ? null : t(current.key)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((entry) => (
          <Menu.Item
            key={entry.locale}
            onClick={() => setLocale(entry.locale)}
            rightSection={entry.locale === locale ? <IconCheck size={14} /> : null}
            lang={entry.locale === "zh" ? "zh-CN" : "en"}
          >
            {t(entry.key)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
