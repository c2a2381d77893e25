import { Box, UnstyledButton, Group } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { useCallback, useEffect, useState, type ReactNode } from "react";

export type FadeCarouselProps = {
  slides: ReactNode[];
  /** Time each slide stays, in ms. */
  interval: number;
  /** Crossfade duration, in ms. */
  transition: number;
  label: string;
  /** Accessible name of the dot for slide n (1-based). */
  dotLabel: (n: number) => string;
  height?: number | string;
};

/**
 * A crossfading slideshow. Written here rather than taken from a package because the maintained
 * React carousels (Embla and the Mantine wrapper around it) do not yet accept React 19.
 * Autoplay pauses while hovered or focused so a reader is not interrupted.
 */
export function FadeCarousel({ slides, interval, transition, label, dotLabel, height = "100%" }: FadeCarouselProps) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduceMotion = useReducedMotion();
  const count = slides.length;

  const next = useCallback(() => setActive((current) => (current + 1) % count), [count]);

  // Restarting the timer on every change gives a manually chosen slide its full interval.
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(next, interval);
    return () => window.clearTimeout(timer);
  }, [active, paused, count, interval, next]);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      pos="relative"
      h={height}
      style={{ overflow: "hidden" }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, index) => (
        <Box
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-label={dotLabel(index + 1)}
          aria-hidden={index !== active}
          data-active={index === active || undefined}
          pos="absolute"
          inset={0}
          style={{
            opacity: index === active ? 1 : 0,
            transition: reduceMotion ? "none" : `opacity ${transition}ms ease-in-out`,
          }}
        >
          {slide}
        </Box>
      ))}
      {count > 1 && (
        <Group gap={8} pos="absolute" bottom={24} right={28} style={{ zIndex: 2 }}>
          {slides.map((_, index) => (
            <UnstyledButton
              key={index}
              onClick={() => setActive(index)}
              aria-label={dotLabel(index + 1)}
              aria-current={index === active}
              style={{
                width: index === active ? 28 : 10,
                height: 10,
                borderRadius: 5,
                background: index === active ? "#ffffff" : "rgba(255,255,255,0.5)",
                transition: reduceMotion ? "none" : "width 300ms ease, background 300ms ease",
              }}
            />
          ))}
        </Group>
      )}
    </Box>
  );
}
