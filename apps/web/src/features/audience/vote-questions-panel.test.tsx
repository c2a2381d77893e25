import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { VoteQuestionsPanel } from "./vote-questions-panel.tsx";

const server = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock("@tanstack/react-router", () => ({ getRouteApi: () => ({ useSearch: () => ({ id: 5 }) }) }));
vi.mock("../../lib/use-trpc.ts", async () => {
  const { fakeTrpc } = await import("../../test/fake-trpc.ts");
  const vote = {
    totalCount: 3,
    subtopics: [
      {
        id: 21,
        title: "最喜欢的水果",
        type: 1,
        priority: 1,
        replyCount: 0,
        voteItems: [{ id: 31, title: "苹果", priority: 1, picture: null, voteCount: 3, percent: 100 }],
      },
    ],
  };
  const trpc = fakeTrpc({ "voteTopic.get": vote }, (path, input) => server.mutate(path, input));
  return { useTrpc: () => trpc };
});

// The chart needs a measured layout, which jsdom has not.
vi.mock("@mantine/charts", () => ({ BarChart: () => null }));

describe("the vote questions editor", () => {
  beforeEach(() => {
    server.mutate.mockReset().mockResolvedValue({ ok: true });
  });

  it("saves the questions in order, kept options by id and new ones without", async () => {
    renderWithProviders(<VoteQuestionsPanel />);
    const question = await screen.findByLabelText("题目 1");
    fireEvent.change(question, { target: { value: "最爱的水果" } });
    await userEvent.click(screen.getByRole("button", { name: "添加选项" }));
    fireEvent.change(screen.getByLabelText("选项 2"), { target: { value: "香蕉" } });
    await userEvent.click(screen.getByRole("button", { name: "保存题目" }));
    await waitFor(() => expect(server.mutate).toHaveBeenCalled());
    expect(server.mutate).toHaveBeenCalledWith("voteTopic.saveQuestions", {
      id: 5,
      source: [
        {
          id: 21,
          title: "最爱的水果",
          priority: 1,
          type: 1,
          voteItems: [
            { id: 31, title: "苹果", priority: 1, picture: null },
            { id: null, title: "香蕉", priority: 2, picture: null },
          ],
        },
      ],
    });
  });

  it("marks a blank option, sends nothing, and clears the mark once it is filled in", async () => {
    renderWithProviders(<VoteQuestionsPanel />);
    await screen.findByLabelText("题目 1");
    await userEvent.click(screen.getByRole("button", { name: "添加选项" }));
    await userEvent.click(screen.getByRole("button", { name: "保存题目" }));
    expect(await screen.findByTestId("vote-questions-error")).toBeTruthy();
    expect(screen.getByLabelText("选项 2").getAttribute("aria-invalid")).toBe("true");
    expect(server.mutate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("选项 2"), { target: { value: "香蕉" } });
    await waitFor(() => expect(screen.queryByTestId("vote-questions-error")).toBeNull());
    expect(screen.getByLabelText("选项 2").getAttribute("aria-invalid")).toBe("false");
  });
});
