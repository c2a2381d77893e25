import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Permitted } from "./permitted.tsx";
import { PermsProvider } from "./perms-context.tsx";

function Buttons() {
  return (
    <>
      <Permitted perm="/batch/save">
        <button type="button">新增批次</button>
      </Permitted>
      <Permitted perm="/role/save" fallback={<span>无权操作</span>}>
        <button type="button">新增角色</button>
      </Permitted>
    </>
  );
}

describe("Permitted", () => {
  it("keeps elements whose key is permitted and removes the others", () => {
    render(
      <PermsProvider perms={["/batch/save"]}>
        <Buttons />
      </PermsProvider>,
    );
    expect(screen.getByRole("button", { name: "新增批次" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "新增角色" })).toBeNull();
    expect(screen.getByText("无权操作")).toBeTruthy();
  });

  it("keeps everything for *", () => {
    render(
      <PermsProvider perms="*">
        <Buttons />
      </PermsProvider>,
    );
    expect(screen.getAllByRole("button")).toHaveLength(2);
  });

  it("keeps nothing outside the signed-in layout", () => {
    render(<Buttons />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });
});
