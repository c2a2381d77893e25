import { MantineProvider } from "@mantine/core";
import { RichTextField } from "@suyuan/ui/rich-text-field";
import { render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <RichTextField
        label="商品介绍"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue("<p>来自服务器</p>")}>
        载入
      </button>
    </MantineProvider>
  );
}

describe("RichTextField", () => {
  it("shows the HTML it is given, with a labelled toolbar, and follows a value loaded later", async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p><strong>当季</strong>菠菜</p>" onChange={onChange} />);
    const editor = await screen.findByLabelText("商品介绍", { selector: "[contenteditable]" });
    await waitFor(() => expect(editor.innerHTML).toContain("<strong>当季</strong>"));
    expect(screen.getByRole("button", { name: "Bold" })).toBeTruthy();
    screen.getByRole("button", { name: "载入" }).click();
    await waitFor(() => expect(editor.textContent).toBe("来自服务器"));
    // A value set from outside is not echoed back as an edit.
    expect(onChange).not.toHaveBeenCalled();
  });
});
