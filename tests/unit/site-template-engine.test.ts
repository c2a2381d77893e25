import { LruCache } from "@suyuan/api/lib/lru-cache";
import { createSolutionEngine, templateParseError } from "@suyuan/api/public/site/template-engine";
import { solutionPath } from "@suyuan/contracts/template/solution-path";
import { DEFAULT_SOLUTION } from "@suyuan/api/public/site/default-solution";
import { describe, expect, it } from "vitest";

// The public templates' sandbox: a template reads only the values it is given and the files of its
// own solution; it cannot reach the disk, run code, or loop for ever.

const engine = (files: Record<string, string>) => createSolutionEngine(files);
const render = (source: string, scope: Record<string, unknown> = {}, files: Record<string, string> = {}) =>
  engine({ "page.liquid": source, ...files }).renderFile("page.liquid", scope) as Promise<string>;

describe("the site template engine", () => {
  it("escapes every output, and lets rich text through the sanitiser only", async () => {
    const html = '<p onclick="x()">正文<script>alert(1)</script></p>';
    expect(await render("{{ v }}", { v: html })).toBe(
      "&lt;p onclick=&#34;x()&#34;&gt;正文&lt;script&gt;alert(1)&lt;/script&gt;&lt;/p&gt;",
    );
    const raw = await render("{{ v | raw }}", { v: html });
    expect(raw).toContain("正文");
    expect(raw).not.toContain("<script");
    expect(raw).not.toContain("onclick");
  });

  it("includes files of the solution, never a path outside it", async () => {
    expect(await render('{% include "part.liquid" %}', {}, { "part.liquid": "部分" })).toBe("部分");
    for (const name of ["../part.liquid", "/etc/passwd", "../../../../etc/passwd", "a\\..\\b", "./part.liquid"]) {
      await expect(render(`{% include "${name}" %}`, {}, { "part.liquid": "部分" }), name).rejects.toThrow();
    }
    expect(solutionPath("css/style.css")).toBe("css/style.css");
    expect(solutionPath("css/../../x")).toBeNull();
    expect(solutionPath("x\0y")).toBeNull();
  });

  it("stops a template that loops for ever or builds a huge string", async () => {
    await expect(render("{% for i in (1..100000000) %}{{ i }}{% endfor %}")).rejects.toThrow();
    // Small ranges nested: within the memory limit, stopped by the render time limit.
    await expect(
      render(
        "{% for i in (1..5000) %}{% for j in (1..5000) %}{% for k in (1..5000) %}x{% endfor %}{% endfor %}{% endfor %}",
      ),
    ).rejects.toThrow(/limit/i);
    await expect(
      render(
        '{% assign s = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s.size }}',
      ),
    ).rejects.toThrow();
    // The pages render synchronously: the same limits hold there.
    const looping = engine({
      "page.liquid":
        "{% for i in (1..5000) %}{% for j in (1..5000) %}{% for k in (1..5000) %}x{% endfor %}{% endfor %}{% endfor %}",
    });
    expect(() => void looping.renderFileSync("page.liquid", {})).toThrow(/limit/i);
    expect(() => void engine({ "page.liquid": '{% include "../x" %}' }).renderFileSync("page.liquid", {})).toThrow();
  });

  it("reads only the values' own properties (no prototype, no constructor)", async () => {
    expect(await render("[{{ v.constructor }}][{{ v.__proto__ }}][{{ v.toString }}]", { v: { a: 1 } })).toBe("[][][]");
    await expect(render("{{ v | no_such_filter }}", { v: 1 })).rejects.toThrow();
  });

  it("renders every page of the shipped solution", async () => {
    const solution = engine(DEFAULT_SOLUTION);
    const common = {
      lang: "zh-CN",
      page_title: "",
      res: "/site/x/_res/",
      site: { name: "某县", short_name: "某县", base: "/site/x/", keywords: "", description: "", company: null },
      nav: [{ name: "新闻", url: "/site/x/news/", current: true }],
    };
    const item = {
      title: "<标题>",
      url: "/site/x/news/1.html",
      date: "2026-03-01",
      description: "",
      image: null,
      top: true,
    };
    const pages: [string, Record<string, unknown>, string][] = [
      [
        "index.liquid",
        { blocks: [{ channel: { name: "新闻", url: "/site/x/news/" }, contents: [item] }], headline: null },
        "&lt;标题&gt;",
      ],
      [
        "channel.liquid",
        {
          channel: { name: "新闻", url: "/site/x/news/", description: "" },
          breadcrumbs: [
            { name: "首页", url: "/site/x/" },
            { name: "新闻", url: "/site/x/news/" },
          ],
          children: [],
          contents: [item],
          pagination: { page: 1, pages: 2, prev_url: null, next_url: "/site/x/news/index_2.html", links: [] },
        },
        "index_2.html",
      ],
      [
        "content.liquid",
        {
          channel: { name: "新闻", url: "/site/x/news/", description: "" },
          breadcrumbs: [{ name: "首页", url: "/site/x/" }],
          content: {
            title: "标题",
            author: "",
            origin: "",
            origin_url: "",
            date: "2026-03-01",
            html: "<p>正文</p>",
            description: "",
            attachments: [{ name: "附件.pdf", url: "/uploads/a", size_text: "1 KB" }],
            pictures: [],
            views: 3,
            url: "/site/x/news/1.html",
          },
          prev: null,
          next: { title: "下一篇文章", url: "/site/x/news/2.html" },
        },
        "<p>正文</p>",
      ],
      ["notice.liquid", { status: 404, message: "页面不存在" }, "404"],
      [
        "collection.liquid",
        {
          collection: {
            kind: "tag",
            label: "标签",
            name: "白茶",
            description: "",
            image: null,
            url: "/site/x/tag_1.html",
          },
          breadcrumbs: [{ name: "首页", url: "/site/x/" }],
          contents: [item],
          pagination: {
            page: 2,
            pages: 3,
            prev_url: "/site/x/tag_1.html",
            next_url: "/site/x/tag_1_3.html",
            links: [],
          },
        },
        "/site/x/tag_1_3.html",
      ],
    ];
    for (const [file, scope, expected] of pages) {
      const html = (await solution.renderFile(file, { ...common, ...scope })) as string;
      expect(html, file).toContain(expected);
      expect(html, file).toContain("/site/x/_res/style.css");
      expect(html, file).not.toMatch(/<script|style="/);
    }
  });

  it("names the line and column of a syntax error, and parses without reading any file", () => {
    const parser = engine({});
    expect(templateParseError(parser, "a.liquid", "一\n二 {% if x %}")).toEqual({
      message: "tag {% if x %} not closed",
      line: 2,
      column: 3,
    });
    expect(templateParseError(parser, "a.liquid", "{{ x | }")).toEqual(expect.objectContaining({ line: 1 }));
    // An include names a file only when rendering: parsing one outside the solution reads nothing.
    expect(templateParseError(parser, "a.liquid", '{% include "../../etc/passwd" %}')).toBeNull();
  });

  it("keeps the most recently used compiled solutions only", () => {
    const cache = new LruCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c")]).toEqual([1, 3]);
  });
});
