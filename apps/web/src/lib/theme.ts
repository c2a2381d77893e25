import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** A field green that reads as agricultural without being neon; shade 7 passes AA on white. */
const brand: MantineColorsTuple = [
  "#edf8f0",
  "#d9efe0",
  "#b2dec0",
  "#88cc9e",
  "#64bd81",
  "#4db36f",
  "#3fa863",
  "#2f8f51",
  "#267f47",
  "#186d3a",
];

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 7,
  colors: { brand },
  defaultRadius: "md",
  cursorType: "pointer",
  // People who ask their system for less motion get modals, menus and toasts without transitions.
  respectReducedMotion: true,
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: "600" },
  components: {
    Notification: { defaultProps: { radius: "md" } },
    // A badge (a state: 已发布, SUBMITTED, 置顶) is as wide as its label in either language: it never
    // shrinks into "已…" or "SUBM" beside a long title or in a narrow column; the cell grows instead.
    Badge: {
      styles: {
        root: { flexShrink: 0, overflow: "visible", maxWidth: "none" },
        label: { overflow: "visible", textOverflow: "clip" },
      },
    },
  },
});
