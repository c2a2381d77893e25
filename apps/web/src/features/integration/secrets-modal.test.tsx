import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { SecretsModal } from "./secrets-modal.tsx";

const server = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock("../../lib/use-trpc.ts", async () => {
  const { fakeTrpc } = await import("../../test/fake-trpc.ts");
  const trpc = fakeTrpc({}, (path, input) => server.mutate(path, input));
  return { useTrpc: () => trpc };
});

const password = () => screen.getByLabelText("独立密码");

describe("the secrets dialog", () => {
  beforeEach(() => {
    server.mutate.mockReset().mockResolvedValue({ secret: "s3cr3t" });
  });

  it("sends the account and the password as typed to show the keys", async () => {
    renderWithProviders(<SecretsModal target={{ kind: "apiAccount", id: 3, name: "erp" }} onClose={vi.fn()} />);
    fireEvent.change(password(), { target: { value: " pw 1" } });
    await userEvent.click(screen.getByRole("button", { name: "查看" }));
    await waitFor(() => expect(screen.getByText("s3cr3t")).toBeTruthy());
    expect(server.mutate).toHaveBeenCalledWith("apiAccount.secrets", { id: 3, password: " pw 1", regenerate: false });
  });

  it("replaces a web service's secret", async () => {
    renderWithProviders(<SecretsModal target={{ kind: "webhook", id: 9, name: "hook" }} onClose={vi.fn()} />);
    fireEvent.change(password(), { target: { value: "pw" } });
    await userEvent.click(screen.getByRole("button", { name: "重新生成" }));
    await waitFor(() =>
      expect(server.mutate).toHaveBeenCalledWith("webhook.secret", { id: 9, password: "pw", regenerate: true }),
    );
  });

  it("shows the contract's message for a password it refuses and sends nothing", async () => {
    renderWithProviders(<SecretsModal target={{ kind: "apiAccount", id: 3, name: "erp" }} onClose={vi.fn()} />);
    fireEvent.change(password(), { target: { value: "p".repeat(101) } });
    await userEvent.click(screen.getByRole("button", { name: "查看" }));
    expect(await screen.findByText("内容过长")).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
  });
});
