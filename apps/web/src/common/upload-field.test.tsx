import { act, fireEvent, screen } from "@testing-library/react";
import { UploadField, type UploadFieldProps } from "@suyuan/ui/upload-field";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render-with-providers.tsx";

// The upload widget's states: progress while sending, then success or 上传失败 with the code, reset after ~1 s.

/** A scripted XMLHttpRequest: the test decides progress and the answer. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.onload?.();
      await Promise.resolve();
    });
  }
  async fail() {
    await act(async () => {
      this.onerror?.();
      await Promise.resolve();
    });
  }
}

const LABELS = {
  choose: "上传图片",
  success: "上传成功",
  failure: "上传失败",
  remove: "删除",
  network: "服务器响应失败",
  tooLarge: "文件过大，不能超过 {max} MB",
};

function Harness(props: Partial<UploadFieldProps> & { initial?: string[]; onValue?: (value: string[]) => void }) {
  const { initial = [], onValue, ...rest } = props;
  const [value, setValue] = useState<string[]>(initial);
  return (
    <UploadField
      kind="image"
      labels={LABELS}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function pick(container: HTMLElement, ...files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files } });
}

const png = (name = "a.png") => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });
const stored = (id: string, fileName: string) => ({
  id,
  url: `/uploads/${id}`,
  fileName,
  size: 4,
  mimeType: "image/png",
});

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("UploadField", () => {
  it("posts the kind and the file to /upload, shows real progress, then the thumbnail, and resets after about 1 s", async () => {
    const onValue = vi.fn();
    const { container } = renderWithProviders(<Harness onValue={onValue} headers={{ "x-suyuan-site": "2" }} />);
    pick(container, png("标志.png"));

    const xhr = FakeXhr.all[0];
    if (!xhr) throw new Error("no request");
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/upload");
    expect(xhr.headers).toEqual({ "x-suyuan-site": "2" });
    expect(xhr.body?.get("kind")).toBe("image");
    expect((xhr.body?.get("file") as File).name).toBe("标志.png");

    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
    xhr.progress(40, 100);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");

    await xhr.answer(200, stored("a".repeat(32), "标志.png"));
    expect(onValue).toHaveBeenCalledWith([`/uploads/${"a".repeat(32)}`]);
    expect(screen.getByRole("status").textContent).toContain("上传成功");
    expect(screen.getByRole("img", { name: "标志.png" }).getAttribute("src")).toBe(`/uploads/${"a".repeat(32)}`);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByRole("progressbar")).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
    // The uploaded image stays.
    expect(screen.getByRole("img", { name: "标志.png" })).not.toBeNull();
  });

  it("shows 上传失败 with the server's code and message, then resets the progress", async () => {
    const onFailure = vi.fn();
    const onValue = vi.fn();
    const { container } = renderWithProviders(<Harness onFailure={onFailure} onValue={onValue} />);
    pick(container, png("x.png"));
    await FakeXhr.all[0]?.answer(400, {
      code: "201",
      appCode: "BAD_REQUEST",
      message: "只能上传jpg,jpeg,png,gif,webp格式的图片",
    });

    expect(screen.getByRole("alert").textContent).toContain("上传失败（201）：只能上传jpg,jpeg,png,gif,webp格式的图片");
    expect(onFailure).toHaveBeenCalledWith({
      status: 400,
      code: "201",
      message: "只能上传jpg,jpeg,png,gif,webp格式的图片",
    });
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.queryByRole("img")).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("refuses a file over the limit before sending anything", () => {
    const onFailure = vi.fn();
    const { container } = renderWithProviders(<Harness onFailure={onFailure} />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    pick(container, big);
    expect(FakeXhr.all).toHaveLength(0);
    expect(screen.getByRole("alert").textContent).toBe("上传失败（201）：文件过大，不能超过 5 MB");
    expect(onFailure).toHaveBeenCalledWith({ status: 413, code: "201", message: "文件过大，不能超过 5 MB" });
  });

  it("uses the HTTP status as the code when the answer has none, and says when the server is unreachable", async () => {
    const { container } = renderWithProviders(<Harness />);
    pick(container, png());
    await FakeXhr.all[0]?.answer(502, "Bad gateway");
    expect(screen.getByRole("alert").textContent).toContain("上传失败（502）");

    pick(container, png());
    await FakeXhr.all[1]?.fail();
    expect(screen.getByRole("alert").textContent).toContain("上传失败：服务器响应失败");
  });

  it("keeps several images when multiple, and removes one", async () => {
    const onValue = vi.fn();
    const first = `/uploads/${"b".repeat(32)}`;
    const { container } = renderWithProviders(<Harness multiple initial={[first]} onValue={onValue} />);
    pick(container, png("two.png"));
    await FakeXhr.all[0]?.answer(200, stored("c".repeat(32), "two.png"));
    expect(onValue).toHaveBeenLastCalledWith([first, `/uploads/${"c".repeat(32)}`]);
    expect(screen.getAllByRole("img")).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "删除 two.png" }));
    expect(onValue).toHaveBeenLastCalledWith([first]);
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("holds one file for a single attachment: the name is shown and a new upload replaces it", async () => {
    const onValue = vi.fn();
    const onUploaded = vi.fn();
    const { container } = renderWithProviders(
      <Harness kind="document" onValue={onValue} onUploaded={onUploaded} labels={{ ...LABELS, choose: "导入文档" }} />,
    );
    expect(container.querySelector('input[type="file"]')?.getAttribute("accept")).toBe(
      ".txt,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.pdf",
    );
    pick(container, new File(["第一版"], "计划.txt", { type: "text/plain" }));
    expect(FakeXhr.all[0]?.body?.get("kind")).toBe("document");
    await FakeXhr.all[0]?.answer(200, { ...stored("d".repeat(32), "计划.txt"), mimeType: "text/plain", txt: "第一版" });
    expect(screen.getByRole("link", { name: "计划.txt" }).getAttribute("href")).toBe(`/uploads/${"d".repeat(32)}`);
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ txt: "第一版" }));

    pick(container, new File(["第二版"], "计划2.txt", { type: "text/plain" }));
    await FakeXhr.all[1]?.answer(200, {
      ...stored("e".repeat(32), "计划2.txt"),
      mimeType: "text/plain",
      txt: "第二版",
    });
    expect(onValue).toHaveBeenLastCalledWith([`/uploads/${"e".repeat(32)}`]);
    expect(screen.queryByRole("link", { name: "计划.txt" })).toBeNull();
    expect(screen.getByRole("link", { name: "计划2.txt" })).not.toBeNull();
  });
});
