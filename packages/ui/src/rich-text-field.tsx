// With the editor, not in the app's first load: only the pages that edit rich text need these.
import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { Link, RichTextEditor, type RichTextEditorLabels } from "@mantine/tiptap";
import Underline from "@tiptap/extension-underline";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId } from "react";

export type RichTextFieldProps = {
  label: string;
  description?: string;
  error?: string | null;
  /** HTML; "" when empty. */
  value: string;
  onChange: (html: string) => void;
  /** Toolbar tooltips in the user's language (Mantine's defaults are English). */
  labels?: Partial<RichTextEditorLabels>;
  /** The spec's editor starts 400 px high (section 9). */
  minHeight?: number;
};

/**
 * A rich-text input (tiptap under Mantine's toolbar) that reads and writes HTML. It offers only
 * what the server keeps after sanitising: headings, emphasis, lists, quotes and links.
 */
export function RichTextField({
  label,
  description,
  error,
  value,
  onChange,
  labels,
  minHeight = 400,
}: RichTextFieldProps) {
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit, Underline, Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { id, "aria-label": label, style: `min-height: ${minHeight}px` } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  // The value may arrive after the editor (an edit page's loader) or be reset by the form.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, false);
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} description={description} error={error} labelProps={{ htmlFor: id }}>
      <RichTextEditor editor={editor} labels={labels} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
