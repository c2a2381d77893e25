import { ActionIcon, Affix, Tooltip, Transition } from "@mantine/core";
import { useWindowScroll } from "@mantine/hooks";
import { IconArrowUp } from "@tabler/icons-react";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** Spec section 9: shown once the page is scrolled more than 200 px. */
const BACK_TO_TOP_THRESHOLD = 200;

export function BackToTop() {
  const { t } = useI18n();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > BACK_TO_TOP_THRESHOLD}>
        {(styles) => (
          <Tooltip label={t("layout.backToTop")} position="left">
            <ActionIcon
              style={styles}
              size={44}
              radius="xl"
              variant="filled"
              aria-label={t("layout.backToTop")}
              onClick={() => scrollTo({ y: 0 })}
            >
              <IconArrowUp size={22} />
            </ActionIcon>
          </Tooltip>
        )}
      </Transition>
    </Affix>
  );
}
