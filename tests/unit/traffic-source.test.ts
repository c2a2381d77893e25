import { hitSource, isCrawler } from "@suyuan/api/services/traffic/traffic-source";
import { localDayAndHour } from "@suyuan/api/services/traffic/traffic-collector";
import { describe, expect, it } from "vitest";

// Where a view came from, told by its Referer, and which user agents are no visitors.

describe("hitSource", () => {
  it("tells direct, internal, linked and search-engine visits apart, with the engine's words", () => {
    expect(hitSource(undefined, "www.county.gov.cn")).toMatchObject({ source: "direct", referrerHost: null });
    expect(hitSource("http://www.county.gov.cn/news/", "www.county.gov.cn")).toMatchObject({ source: "internal" });
    expect(hitSource("https://blog.example.com/a?b=c", "www.county.gov.cn")).toEqual({
      source: "link",
      referrerHost: "blog.example.com",
      engine: null,
      keyword: null,
    });
    expect(hitSource("https://www.baidu.com/s?wd=%E4%B9%A1%E6%9D%91%20", "x")).toEqual({
      source: "engine",
      referrerHost: "www.baidu.com",
      engine: "百度",
      keyword: "乡村",
    });
    expect(hitSource("https://m.sogou.com/web?query=%E7%99%BD%E8%8C%B6", "x")).toMatchObject({
      engine: "搜狗",
      keyword: "白茶",
    });
    // An engine that passes no words on is still an engine.
    expect(hitSource("https://www.google.com/", "x")).toMatchObject({
      source: "engine",
      engine: "谷歌",
      keyword: null,
    });
    // A host that merely ends like an engine's is not one.
    expect(hitSource("https://notbaidu.com/s?wd=x", "x")).toMatchObject({ source: "link" });
  });

  it("takes a Referer it cannot read as a direct visit", () => {
    expect(hitSource("not a url", "x").source).toBe("direct");
    expect(hitSource("javascript:alert(1)", "x").source).toBe("direct");
  });
});

describe("isCrawler", () => {
  it("counts browsers (headless ones too) and not crawlers or clients without a user agent", () => {
    expect(isCrawler("Mozilla/5.0 (Windows NT 10.0) Chrome/126.0")).toBe(false);
    expect(isCrawler("Mozilla/5.0 HeadlessChrome/126.0")).toBe(false);
    expect(isCrawler("Mozilla/5.0 (compatible; Baiduspider/2.0)")).toBe(true);
    expect(isCrawler("curl/8.0")).toBe(true);
    expect(isCrawler(undefined)).toBe(true);
  });
});

describe("localDayAndHour", () => {
  it("reads the day and hour in China's time zone", () => {
    expect(localDayAndHour(new Date("2026-11-27T16:30:00Z"))).toEqual({ day: "2026-11-28", hour: 0 });
    expect(localDayAndHour(new Date("2026-11-28T15:59:59Z"))).toEqual({ day: "2026-11-28", hour: 23 });
  });
});
