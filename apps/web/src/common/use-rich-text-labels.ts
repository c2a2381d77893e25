import type { RichTextEditorLabels } from "@mantine/tiptap";
import { useMemo } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";

/** The editor toolbar's tooltips and link dialog in the user's language. */
export function useRichTextLabels(): Partial<RichTextEditorLabels> {
  const { t } = useI18n();
  return useMemo(
    () => ({
      boldControlLabel: t("editor.bold"),
      italicControlLabel: t("editor.italic"),
      underlineControlLabel: t("editor.underline"),
      strikeControlLabel: t("editor.strike"),
      clearFormattingControlLabel: t("editor.clearFormatting"),
      h2ControlLabel: t("editor.h2"),
      h3ControlLabel: t("editor.h3"),
      bulletListControlLabel: t("editor.bulletList"),
      orderedListControlLabel: t("editor.orderedList"),
      blockquoteControlLabel: t("editor.blockquote"),
      linkControlLabel: t("editor.link"),
      unlinkControlLabel: t("editor.unlink"),
      undoControlLabel: t("editor.undo"),
      redoControlLabel: t("editor.redo"),
      linkEditorInputLabel: t("editor.linkUrl"),
      linkEditorInputPlaceholder: t("editor.linkPlaceholder"),
      linkEditorExternalLink: t("editor.linkExternal"),
      linkEditorInternalLink: t("editor.linkInternal"),
      linkEditorSave: t("editor.linkSave"),
    }),
    [t],
  );
}
