import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { ImportErrors } from "../../common/import-errors.tsx";
import { ProjectImportModal, type ImportAnswer } from "./project-import.tsx";

const BAD_ROWS = [
  { row: 3, field: "结束日期", message: "开始日期不能晚于结束日期" },
  { row: 5, field: "项目名称", message: "请填写名称" },
];

describe("ImportErrors", () => {
  it("says nothing was imported and lists every bad row", () => {
    renderWithProviders(<ImportErrors errors={BAD_ROWS} />);
    expect(screen.getByRole("alert").textContent).toContain("发现 2 处错误，未导入任何数据");
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toBe("3结束日期开始日期不能晚于结束日期");
    expect(rows[2]!.textContent).toBe("5项目名称请填写名称");
  });
});

describe("ProjectImportModal", () => {
  const sheet = () =>
    new File([new Uint8Array([80, 75, 3, 4])], "projects.xlsx", {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });

  function renderModal(answer: ImportAnswer) {
    const send = vi.fn(() => Promise.resolve(answer));
    const onImported = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ProjectImportModal opened onClose={onClose} onImported={onImported} templateHref="/export/x" send={send} />,
    );
    return { send, onImported, onClose };
  }

  async function chooseAndImport() {
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await user.upload(input, sheet());
    await user.click(screen.getByRole("button", { name: "开始导入" }));
  }

  it("shows the refused rows in a table and keeps the dialog open", async () => {
    const { send, onImported, onClose } = renderModal({ ok: true, result: { imported: 0, errors: BAD_ROWS } });
    await chooseAndImport();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("发现 2 处错误，未导入任何数据。请修改后重新导入。")).toBeTruthy();
    expect(screen.getByText("请填写名称")).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("reports a clean import and closes", async () => {
    const { onImported, onClose } = renderModal({ ok: true, result: { imported: 4, errors: [] } });
    await chooseAndImport();
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(4));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
