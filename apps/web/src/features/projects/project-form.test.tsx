import { Select } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TProjectFields } from "@suyuan/contracts/project/project-fields";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { ProjectForm } from "./project-form.tsx";
import { checkProjectForm, emptyProjectValues, type ProjectFormValues } from "./project-form-values.ts";

function renderForm(initial: ProjectFormValues) {
  const onSubmit = vi.fn<(fields: TProjectFields) => Promise<Record<string, string> | void>>(() => Promise.resolve());
  renderWithProviders(
    <ProjectForm
      title="新增项目"
      initial={initial}
      renderEnterprise={(field) => <Select label="实施企业" data={[]} value={field.value} onChange={field.onChange} />}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return { onSubmit };
}

describe("checkProjectForm", () => {
  it("refuses an end date before the start date, under the end date", () => {
    const result = checkProjectForm(
      emptyProjectValues({ name: "高标准农田", startDate: "2026-05-01", endDate: "2026-04-30" }),
    );
    expect(result).toEqual({ ok: false, errors: { endDate: "validation.dateRange" } });
  });

  it("converts the inputs to the contract's fields", () => {
    const result = checkProjectForm(
      emptyProjectValues({
        name: " 高标准农田 ",
        town: "良渚街道",
        funding: "1200000.5",
        enterpriseId: "3",
        startDate: "2026-04-30",
        endDate: "2026-04-30",
        status: "in_progress",
      }),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        name: "高标准农田",
        town: "良渚街道",
        village: null,
        enterpriseId: 3,
        funding: 1200000.5,
        startDate: "2026-04-30",
        endDate: "2026-04-30",
        status: "in_progress",
        description: null,
      },
    });
  });
});

describe("ProjectForm", () => {
  it("shows 开始日期不能晚于结束日期 and sends nothing when the end is before the start", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(
      emptyProjectValues({ name: "高标准农田", startDate: "2026-05-10", endDate: "2026-05-01" }),
    );
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("开始日期不能晚于结束日期")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks for the name, then submits valid values and shows the server's field errors", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve({ name: "项目名称已存在" }));
    renderWithProviders(
      <ProjectForm
        title="新增项目"
        initial={emptyProjectValues({ startDate: "2026-05-01", endDate: "2026-05-10" })}
        renderEnterprise={() => null}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("请填写名称")).toBeTruthy();
    await user.type(screen.getByLabelText(/^项目名称/), "高标准农田");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([
      { name: "高标准农田", startDate: "2026-05-01", endDate: "2026-05-10", status: "planned" },
    ]);
    expect(await screen.findByText("项目名称已存在")).toBeTruthy();
  });
});
