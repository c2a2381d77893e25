import { STATISTICS_SHEET_COLUMNS } from "@suyuan/contracts/statistics/statistics-operations";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render-with-providers.tsx";
import { SheetImportModal, type SheetImportAnswer } from "./sheet-import.tsx";

const sheet = () =>
  new File([new Uint8Array([80, 75, 3, 4])], "s.xlsx", {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });

function renderModal(answer: SheetImportAnswer, extra: { templateHref?: string } = {}) {
  const send = vi.fn((_path: string, _file: File, _network: string) => Promise.resolve(answer));
  const onImported = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <SheetImportModal
      opened
      onClose={onClose}
      onImported={onImported}
      title="导入统计数据"
      path="/import/statistics"
      columns={STATISTICS_SHEET_COLUMNS}
      send={send}
      {...extra}
    />,
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

describe("SheetImportModal", () => {
  it("lists the sheet's headers when there is no template", () => {
    renderModal({ ok: true, result: { imported: 0, errors: [] } });
    expect(screen.getByTestId("import-columns").textContent).toContain("乡镇名称");
    expect(screen.getByTestId("import-columns").textContent).toContain("带动就业");
    expect(screen.queryByText("下载模板")).toBeNull();
  });

  it("offers the template when given", () => {
    renderModal(
      { ok: true, result: { imported: 0, errors: [] } },
      { templateHref: "/import/express/template?lang=zh" },
    );
    expect(screen.getByText("下载模板").closest("a")?.getAttribute("href")).toBe("/import/express/template?lang=zh");
  });

  it("posts to its path and keeps every refused row on screen", async () => {
    const errors = [
      { row: 2, field: "月份", message: "月份格式应为 yyyy-MM" },
      { row: 4, field: "乡镇名称", message: "乡镇不存在" },
    ];
    const { send, onImported, onClose } = renderModal({ ok: true, result: { imported: 0, errors } });
    await chooseAndImport();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith("/import/statistics", expect.any(File), expect.any(String));
    expect(await screen.findByText("乡镇不存在")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("发现 2 处错误，未导入任何数据");
    expect(onImported).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes after a clean import", async () => {
    const { onImported, onClose } = renderModal({ ok: true, result: { imported: 3, errors: [] } });
    await chooseAndImport();
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(3));
    expect(onClose).toHaveBeenCalled();
  });
});
