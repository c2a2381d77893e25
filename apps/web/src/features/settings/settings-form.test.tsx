import { ZSsoSettingsInput } from "@suyuan/contracts/config/global-settings";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { SettingsForm, type SettingsField } from "./settings-form.tsx";

const SSO_FIELDS: readonly SettingsField[] = [
  { key: "ssoEnable", kind: "switch", label: "settings.ssoEnable" },
  { key: "urls", kind: "lines", label: "settings.urls" },
];

function renderForm(onSave = vi.fn((_payload: Record<string, unknown>) => Promise.resolve())) {
  renderWithProviders(
    <SettingsForm
      fields={SSO_FIELDS}
      initial={{ ssoEnable: true, urls: ["https://a.example/auth"] }}
      schema={ZSsoSettingsInput}
      onSave={onSave}
      saving={false}
      testId="sso"
    />,
  );
  return onSave;
}

describe("SettingsForm", () => {
  it("shows a list as its lines and sends the non-blank lines as a list", async () => {
    const onSave = renderForm();
    const urls = screen.getByTestId("sso-urls");
    expect((urls as HTMLTextAreaElement).value).toBe("https://a.example/auth");
    await userEvent.type(urls, "\n\n  https://b.example/auth  ");
    await userEvent.click(screen.getByTestId("sso-save"));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      ssoEnable: true,
      urls: ["https://a.example/auth", "https://b.example/auth"],
    });
  });

  it("checks with the group's schema before sending, and the message goes once fixed", async () => {
    const onSave = renderForm();
    const urls = screen.getByTestId("sso-urls");
    await userEvent.type(urls, "\nnot-an-address");
    await userEvent.click(screen.getByTestId("sso-save"));
    expect(await screen.findByText("格式不正确")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(urls);
    await waitFor(() => expect(screen.queryByText("格式不正确")).toBeNull());
  });
});
