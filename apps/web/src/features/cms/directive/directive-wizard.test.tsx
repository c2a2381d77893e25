import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { DirectiveWizard, type DirectiveSave } from "./directive-wizard.tsx";

const CHANNELS = [
  { value: "3", label: "新闻" },
  { value: "5", label: "新闻 / 本地要闻" },
];
const TYPES = [
  { value: "1", label: "普通" },
  { value: "2", label: "图文" },
];

function renderWizard(initial: DirectiveSave | null = null) {
  const onSubmit = vi.fn((_save: DirectiveSave) => Promise.resolve());
  renderWithProviders(
    <DirectiveWizard
      initial={initial}
      channels={CHANNELS}
      types={TYPES}
      loadingChoices={false}
      submitting={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return { onSubmit };
}

const code = () => screen.getByTestId("directive-code").textContent ?? "";

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("textbox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("tag wizard", () => {
  it("updates the content list tag as the pickers change, and saves name and picks", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderWizard();
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(code().split("\n")[0]).toBe("{% cms_content_list count: 10 orderBy: 4 %}");

    await choose("栏目", "新闻 / 本地要闻");
    await choose("内容类型", "图文");
    await choose("排序", "9 总访问降序");
    await choose("推荐", "仅推荐");
    await user.click(screen.getByRole("checkbox", { name: "仅有标题图的内容" }));
    await user.click(screen.getByRole("checkbox", { name: "显示摘要" }));
    await waitFor(() =>
      expect(code().split("\n")[0]).toBe(
        '{% cms_content_list channelId: "5" typeId: "2" recommend: true titleImg: true count: 10 orderBy: 9 %}',
      ),
    );
    expect(code()).toContain("<p>{{ item.description }}</p>");

    await user.click(screen.getByRole("radio", { name: "分页列表" }));
    expect(code()).toContain("{% cms_content_page ");
    expect(code()).toContain("tag_pagination.next_url");

    await user.click(screen.getByRole("button", { name: "下一步" }));
    await user.type(screen.getByRole("textbox", { name: /名称/ }), "首页新闻");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const saved = onSubmit.mock.calls[0]![0];
    expect(saved.name).toBe("首页新闻");
    expect(saved.params).toMatchObject({
      kind: "content_list",
      mode: "page",
      channelIds: [5],
      typeIds: [2],
      orderBy: 9,
    });
  });

  it("writes channel tags, and asks for the channel a sibling list needs", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole("radio", { name: /栏目列表/ }));
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(code().split("\n")[0]).toBe('{% cms_channel_list listType: "childs" %}');

    await choose("列表类型", "同级栏目");
    expect(await screen.findByText("请选择栏目")).toBeTruthy();
    expect(screen.queryByTestId("directive-code")).toBeNull();
    expect(screen.getByRole("button", { name: "下一步" })).toHaveProperty("disabled", true);

    await choose("栏目", "新闻");
    await user.click(screen.getByRole("checkbox", { name: "仅含内容的栏目" }));
    await waitFor(() =>
      expect(code().split("\n")[0]).toBe('{% cms_channel_list listType: "brothers" channelId: 3 hasContent: true %}'),
    );

    await user.click(screen.getByRole("radio", { name: "单个栏目" }));
    await choose("栏目类型", "导航（面包屑）");
    await waitFor(() => expect(code().split("\n")[0]).toBe('{% cms_channel singleType: "navigation" channelId: 3 %}'));
  });

  it("writes the ad block once the ad space is given, and opens a saved tag on its pickers", async () => {
    const user = userEvent.setup();
    renderWizard({ name: "广告位", params: { kind: "advertising", aid: 7, sid: null } });
    expect(code().split("\n")[0]).toBe("{% cms_advertising aid: 7 %}");
    await user.type(screen.getByRole("textbox", { name: /广告ID/ }), "12");
    await waitFor(() => expect(code().split("\n")[0]).toBe("{% cms_advertising aid: 7 sid: 12 %}"));
    await user.clear(screen.getByRole("textbox", { name: /广告位ID/ }));
    expect(await screen.findByText("此项为必填项")).toBeTruthy();
  });

  it("saves an edited tag's trimmed name with its picks", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderWizard({ name: "广告位", params: { kind: "advertising", aid: 7, sid: null } });
    await user.click(screen.getByRole("button", { name: "下一步" }));
    fireEvent.change(screen.getByRole("textbox", { name: /名称/ }), { target: { value: " 首页广告 " } });
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: "首页广告", params: { kind: "advertising", aid: 7, sid: null } });
  });

  it("shows the contract's message for a name it refuses, saves nothing, and clears it as the name is typed", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderWizard({ name: "广告位", params: { kind: "advertising", aid: 7, sid: null } });
    await user.click(screen.getByRole("button", { name: "下一步" }));
    const name = screen.getByRole("textbox", { name: /名称/ });
    fireEvent.change(name, { target: { value: "   " } });
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("请填写标签名称")).toBeTruthy();
    fireEvent.change(name, { target: { value: "广告\u0000" } });
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText(/包含无法保存的字符/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: "广告" } });
    await waitFor(() => expect(screen.queryByText(/包含无法保存的字符/)).toBeNull());
  });
});
