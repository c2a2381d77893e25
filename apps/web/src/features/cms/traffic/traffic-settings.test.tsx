import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { TrafficSettingsForm } from "./traffic-page.tsx";

const server = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock("../../../lib/use-trpc.ts", async () => {
  const { fakeTrpc } = await import("../../../test/fake-trpc.ts");
  const { QueryClient } = await import("@tanstack/react-query");
  const trpc = fakeTrpc({}, (path, input) => server.mutate(path, input));
  const queryClient = new QueryClient();
  return { useTrpc: () => trpc, useAppQueryClient: () => queryClient };
});

const retention = () => screen.getByRole("textbox", { name: /原始访问记录保留天数/ });
const save = () => userEvent.click(screen.getByRole("button", { name: "保存" }));

describe("the traffic settings", () => {
  beforeEach(() => {
    server.mutate.mockReset().mockResolvedValue({ collect: true, retentionDays: 90 });
  });

  it("send collection and the retention as set", async () => {
    renderWithProviders(<TrafficSettingsForm saved={{ collect: true, retentionDays: 30 }} />);
    fireEvent.change(retention(), { target: { value: "90" } });
    await save();
    await waitFor(() =>
      expect(server.mutate).toHaveBeenCalledWith("traffic.updateSettings", { collect: true, retentionDays: 90 }),
    );
  });

  it("show the stored settings again once they are read after saving", async () => {
    const { rerender } = renderWithProviders(<TrafficSettingsForm saved={{ collect: false, retentionDays: 30 }} />);
    fireEvent.change(retention(), { target: { value: "45" } });
    rerender(<TrafficSettingsForm saved={{ collect: true, retentionDays: 60 }} />);
    await waitFor(() => expect(retention()).toHaveProperty("value", "60"));
    expect(screen.getByRole("switch", { name: /收集公开页面的访问/ })).toHaveProperty("checked", true);
  });
});
