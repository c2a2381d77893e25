import { ZCommentReplyInput } from "@suyuan/contracts/comment/comment-operations";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render-with-providers.tsx";
import { ReplyDialog, type ReviewTexts } from "./review-list.tsx";

// The dialog shows its texts' dictionary entries; a key no dictionary holds shows as it is: each
// text its own name here.
const TEXTS = new Proxy({}, { get: (_target, key) => String(key) }) as ReviewTexts;

function renderDialog(current: string) {
  const onSave = vi.fn();
  renderWithProviders(
    <ReplyDialog
      texts={TEXTS}
      schema={ZCommentReplyInput}
      text="好文章"
      id={7}
      current={current}
      saving={false}
      onSave={onSave}
      onClose={vi.fn()}
    />,
  );
  return { onSave };
}

describe("the reply dialog of the review lists", () => {
  it("saves the trimmed reply to the post", async () => {
    const { onSave } = renderDialog("旧回复");
    expect(screen.getByTestId<HTMLTextAreaElement>("reply-text").value).toBe("旧回复");
    fireEvent.change(screen.getByTestId("reply-text"), { target: { value: "  谢谢支持 " } });
    await userEvent.click(screen.getByTestId("reply-save"));
    expect(onSave).toHaveBeenCalledWith({ id: 7, reply: "谢谢支持" });
  });

  it("shows the contract's message for a reply it refuses and saves nothing", async () => {
    const { onSave } = renderDialog("");
    fireEvent.change(screen.getByTestId("reply-text"), { target: { value: "谢谢\u0000" } });
    await userEvent.click(screen.getByTestId("reply-save"));
    expect(await screen.findByText(/包含无法保存的字符/)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
