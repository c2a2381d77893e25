import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { SiteFieldsForm, siteFormValues, siteInput, type SiteFormValues } from "./site-fields-form.tsx";

function renderForm(onSubmit: (values: SiteFormValues) => Promise<void>, withMaster = true) {
  renderWithProviders(
    <SiteFieldsForm initial={siteFormValues(null)} withMaster={withMaster} submitting={false} onSubmit={onSubmit} />,
  );
}

describe("site form", () => {
  it("sends the origin's field names, blanks as absent values, and the master flag", async () => {
    const onSubmit = vi.fn((_values: SiteFormValues) => Promise.resolve());
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText(/站点名称/), "乡村振兴网");
    await userEvent.type(screen.getByLabelText(/^域名$/), "xc.example.gov.cn");
    await userEvent.click(screen.getByLabelText(/主站点/));
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values?.masterSite).toBe(true);
    expect(values && siteInput(values)).toMatchObject({
      siteName: "乡村振兴网",
      domain: "xc.example.gov.cn",
      shortName: null,
      accessPath: null,
      staticDir: null,
      pageSuffix: ".html",
      status: "open",
    });
  });

  it("shows the server's refusal beside its field", async () => {
    const refusal = new TRPCClientError("该域名已被其他站点使用", {
      result: {
        error: {
          message: "该域名已被其他站点使用",
          code: -32600,
          data: { appCode: "BAD_REQUEST", legacyCode: "201", fieldErrors: { domain: ["该域名已被其他站点使用"] } },
        },
      },
    });
    renderForm(() => Promise.reject(refusal), false);
    expect(screen.queryByLabelText(/主站点/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/站点名称/), "重复");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findAllByText("该域名已被其他站点使用")).not.toHaveLength(0);
  });
});
