import { LruCache } from "@suyuan/api/lib/lru-cache";
import { RENDER_LIMITS, templateLimitFailure } from "@suyuan/api/services/site-render/render-budget";
import {
  createSolutionEngine,
  templateLimitRefusal,
  templateParseError,
} from "@suyuan/api/services/site-render/template-engine";
import { solutionPath } from "@suyuan/contracts/template/solution-path";
import { DEFAULT_SOLUTION } from "@suyuan/api/services/site-render/default-solution";
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

  it("stops a template that loops for ever or builds a huge string, saying which limit and where", async () => {
    const limitOf = (source: string, files: Record<string, string> = {}) =>
      render(source, {}, files).then(
        () => null,
        (error: unknown) => templateLimitFailure(error),
      );
    const nested =
      "{% for i in (1..5000) %}{% for j in (1..5000) %}{% for k in (1..5000) %}x{% endfor %}{% endfor %}{% endfor %}";
    expect(await limitOf(nested)).toEqual({ limit: "steps", max: RENDER_LIMITS.steps, line: 1, column: 49 });
    // A range is refused before it is made: no array of millions of numbers.
    expect(await limitOf("{% for i in (1..2500000) %}x{% endfor %}")).toEqual(
      expect.objectContaining({ limit: "memory", line: 1, column: 1 }),
    );
    expect(await limitOf("一\n{% assign r = (1..15000000) %}{{ r.size }}")).toEqual(
      expect.objectContaining({ limit: "memory", line: 2, column: 1 }),
    );
    expect(
      await limitOf('{% assign s = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}'),
    ).toEqual(expect.objectContaining({ limit: "memory" }));
    // Every piece written counts, in few steps or many, captured or not.
    const kilo = "x".repeat(1000);
    expect(await limitOf(`{% for i in (1..3000) %}${kilo}{% endfor %}`)).toEqual(
      expect.objectContaining({ limit: "output", max: RENDER_LIMITS.output }),
    );
    expect(
      await limitOf(`{% capture s %}{% for i in (1..3000) %}${kilo}{% endfor %}{% endcapture %}{{ s.size }}`),
    ).toEqual(expect.objectContaining({ limit: "output" }));
    // An included file renders on the page's budget.
    const part = { "part.liquid": "{% for i in (1..50) %}p{% endfor %}" };
    expect(await limitOf('{% for i in (1..2500) %}{% include "part.liquid" %}{% endfor %}', part)).toEqual(
      expect.objectContaining({ limit: "steps" }),
    );
    // The pages render synchronously: the same limits hold there.
    expect(() => void engine({ "page.liquid": nested }).renderFileSync("page.liquid", {})).toThrow(/steps limit/);
    expect(() => void engine({ "page.liquid": '{% include "../x" %}' }).renderFileSync("page.liquid", {})).toThrow();
    // The refusal users read names the limit and the place.
    const refusal = await render(nested).then(
      () => null,
      (error: unknown) => templateLimitRefusal(error),
    );
    expect(refusal?.message).toBe("模板第 1 行第 49 列：循环和分支合计最多执行 100000 次，请减少循环");
    expect(refusal?.localizedMessage("en")).toContain("at most 100000 times");
  });

  it("writes a page of many small pieces whole, and each render has a budget of its own", async () => {
    const many = engine({ "page.liquid": "{% for i in (1..90000) %}x{% endfor %}" });
    expect(await many.renderFile("page.liquid", {})).toBe("x".repeat(90_000));
    expect(await many.renderFile("page.liquid", {})).toBe("x".repeat(90_000));
    const manySync = engine({ "page.liquid": "{% for i in (1..90000) %}x{% endfor %}" });
    expect(manySync.renderFileSync("page.liquid", {})).toBe("x".repeat(90_000));
    expect(manySync.renderFileSync("page.liquid", {})).toBe("x".repeat(90_000));
    const layout = engine({
      "layout.liquid": "<main>{% block body %}默认{% endblock %}</main>",
      "page.liquid":
        '{% layout "layout.liquid" %}{% block body %}{{ block.super }}:{% for i in (1..3) %}{{ i }}{% endfor %}{% endblock %}',
    });
    expect(await layout.renderFile("page.liquid", {})).toBe("<main>默认:123</main>");
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
