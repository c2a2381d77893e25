import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { RenameDialog } from "./database-backup-page.tsx";

const server = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock("../../lib/use-trpc.ts", async () => {
  const { fakeTrpc } = await import("../../test/fake-trpc.ts");
  const trpc = fakeTrpc({}, (path, input) => server.mutate(path, input));
  return { useTrpc: () => trpc };
});

function renderDialog() {
  const onRenamed = vi.fn();
  renderWithProviders(<RenameDialog fileName="a.jsonl.gz" onClose={vi.fn()} onRenamed={onRenamed} />);
  return { onRenamed };
}

describe("the backup rename dialog", () => {
  beforeEach(() => {
    server.mutate.mockReset().mockResolvedValue({ ok: true });
  });

  it("sends the file's name and the new name", async () => {
    const { onRenamed } = renderDialog();
    expect(screen.getByTestId<HTMLInputElement>("backup-new-name").value).toBe("a.jsonl.gz");
    fireEvent.change(screen.getByTestId("backup-new-name"), { target: { value: "月末.jsonl.gz" } });
    await userEvent.click(screen.getByTestId("backup-rename-save"));
    await waitFor(() => expect(onRenamed).toHaveBeenCalled());
    expect(server.mutate).toHaveBeenCalledWith("databaseBackup.rename", {
      origName: "a.jsonl.gz",
      distName: "月末.jsonl.gz",
    });
  });

  it("refuses a name with a path and sends nothing", async () => {
    renderDialog();
    fireEvent.change(screen.getByTestId("backup-new-name"), { target: { value: "../b.jsonl.gz" } });
    await userEvent.click(screen.getByTestId("backup-rename-save"));
    expect(await screen.findByText(/不能包含路径/)).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
  });
});
