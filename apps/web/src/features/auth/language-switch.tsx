import { Button } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useI18n } from "../../i18n/i18n-context.tsx";

/**
 * The sign-in pages' language control: one button naming the other language, in that language.
 * With two languages a menu adds a click, and Mantine's Menu brings its positioning library
 * (about 11 kB gzipped) into the first page; the signed-in header keeps the menu.
 */
export function LanguageSwitch() {
  const { locale, setLocale, t } = useI18n();
  const other = locale === "zh" ? "en" : "zh";
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      px={8}
      lang={other === "zh" ? "zh-CN" : "en"}
      leftSection={<IconLanguage size={18} stroke={1.6} />}
      onClick={() => setLocale(other)}
    >
      {t(other === "zh" ? "lang.zh" : "lang.en")}
    </Button>
  );
}
