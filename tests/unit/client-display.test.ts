import { describeUserAgent } from "@suyuan/api/lib/user-agent";
import { ipRegion, regionOfNames } from "@suyuan/api/lib/ip-region";
import { clientAgentLabel } from "@suyuan/contracts/log/client-agent";
import { placeLabel } from "@suyuan/contracts/region/place-label";
import { describe, expect, it } from "vitest";

// How the scan records and the login log show technical data: user agents by ua-parser-js 1.x,
// IP addresses by ip2region's offline database, both as one short readable text.

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const WECHAT_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2c) NetType/WIFI Language/zh_CN";
const SAFARI_IPAD =
  "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";

describe("user agents", () => {
  it("reads browser, OS and device, and writes them as one line in either language", () => {
    const chrome = describeUserAgent(CHROME_WINDOWS);
    expect(chrome).toEqual({ browser: "Chrome 120", os: "Windows 10", device: "desktop" });
    expect(clientAgentLabel(chrome!, "zh")).toBe("Chrome 120 · Windows 10 · 桌面");
    expect(clientAgentLabel(chrome!, "en")).toBe("Chrome 120 · Windows 10 · Desktop");

    const wechat = describeUserAgent(WECHAT_IPHONE);
    expect(wechat).toMatchObject({ os: "iOS 17.1", device: "mobile" });
    expect(wechat?.browser).toMatch(/^WeChat 8/);
    expect(clientAgentLabel(wechat!, "zh")).toMatch(/^WeChat 8(\.\d+)* · iOS 17\.1 · 手机$/);

    expect(describeUserAgent(SAFARI_IPAD)).toMatchObject({ os: "iOS 16.6", device: "tablet" });
  });

  it("leaves out what a string does not name, and answers nothing for no string", () => {
    expect(describeUserAgent(null)).toBeNull();
    expect(describeUserAgent("")).toBeNull();
    const curl = describeUserAgent("curl/8.4.0");
    expect(curl).toEqual({ browser: null, os: null, device: "other" });
    expect(clientAgentLabel(curl!, "zh")).toBe("其他设备");
  });
});

describe("IP regions", () => {
  it("resolves Chinese IPs to province and city codes offline", async () => {
    expect(await ipRegion("115.236.1.1")).toEqual({ provinceCode: "330000", cityCode: "330100" });
    // A municipality's one city level; a province whose database name is short (新疆).
    expect(await ipRegion("123.125.71.38")).toEqual({ provinceCode: "110000", cityCode: "110100" });
    expect(await ipRegion("222.82.0.1")).toEqual({ provinceCode: "650000", cityCode: "650100" });
    // An IPv4 address as Node reports it on a dual-stack socket.
    expect(await ipRegion("::ffff:115.236.1.1")).toEqual({ provinceCode: "330000", cityCode: "330100" });
  });

  it("answers nothing abroad, for private and malformed addresses", async () => {
    for (const ip of ["8.8.8.8", "127.0.0.1", "192.168.1.10", "::1", "not-an-ip", "", null])
      expect(await ipRegion(ip), String(ip)).toBeNull();
    expect(regionOfNames({ country: "中国", province: "火星", city: "" })).toBeNull();
    expect(regionOfNames({ country: "中国", province: "香港", city: "" })).toEqual({
      provinceCode: "810000",
      cityCode: null,
    });
  });

  it("writes a place as its names, without a municipality's 市辖区", () => {
    expect(placeLabel("330000", "330100")).toBe("浙江省 杭州市");
    expect(placeLabel("110000", "110100")).toBe("北京市");
    expect(placeLabel("330000", null)).toBe("浙江省");
    expect(placeLabel(null, null)).toBe("");
  });
});
