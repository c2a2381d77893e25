import { Box, Text, Title } from "@mantine/core";
import { FadeCarousel } from "@suyuan/ui/fade-carousel";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import classes from "./auth-shell.module.css";
import { FieldsAtSunrise, TraceFromFarm } from "./slide-art.tsx";

/** Spec section 9: the login carousel waits 6000 ms per slide and fades over 1000 ms. */
const LOGIN_CAROUSEL = { interval: 6000, transition: 1000 } as const;

function Slide({ art, title, text }: { art: ReactNode; title: string; text: string }) {
  return (
    <Box pos="absolute" inset={0}>
      {art}
      <div className={classes.caption}>
        <Title order={2} fz={30} fw={600} mb={8}>
          {title}
        </Title>
        <Text fz="md" maw={540} style={{ opacity: 0.92 }}>
          {text}
        </Text>
      </div>
    </Box>
  );
}

export function LoginSlides() {
  const { t } = useI18n();
  return (
    <FadeCarousel
      label={t("login.slides")}
      dotLabel={(n) => t("login.slideN", { n })}
      interval={LOGIN_CAROUSEL.interval}
      transition={LOGIN_CAROUSEL.transition}
      slides={[
        <Slide key="fields" art={<FieldsAtSunrise />} title={t("login.slide1.title")} text={t("login.slide1.text")} />,
        <Slide key="trace" art={<TraceFromFarm />} title={t("login.slide2.title")} text={t("login.slide2.text")} />,
      ]}
    />
  );
}
