import { css } from "@codemirror/lang-css";
import { html } from "@codemirror/lang-html";
import { javascript } from "@codemirror/lang-javascript";
import CodeMirror, { keymap } from "@uiw/react-codemirror";
import { useMemo } from "react";

// The code editor of the template and resource pages: CodeMirror 6 (a maintained editor) with the
// language of the file. Loaded lazily (React.lazy) so no other page downloads it.

export type CodeEditorProps = {
  path: string;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl+S / Cmd+S. */
  onSave: () => void;
  /** The editor's accessible name. */
  label: string;
};

function languageOf(path: string) {
  if (/\.css$/i.test(path)) return [css()];
  if (/\.js$/i.test(path)) return [javascript()];
  // Liquid templates are HTML with tags: HTML highlighting reads them well.
  if (/\.(liquid|html|svg)$/i.test(path)) return [html()];
  return [];
}

export function CodeEditor({ path, value, onChange, onSave, label }: CodeEditorProps) {
  const extensions = useMemo(
    () => [
      ...languageOf(path),
      keymap.of([
        {
          key: "Mod-s",
          preventDefault: true,
          run: () => {
            onSave();
            return true;
          },
        },
      ]),
    ],
    [path, onSave],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      height="60vh"
      aria-label={label}
      basicSetup={{ foldGutter: true, highlightActiveLine: true }}
    />
  );
}
