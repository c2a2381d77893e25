import { CONTENT_ORDERS } from "@suyuan/contracts/directive/content-order";
import { generateDirectiveCode } from "@suyuan/contracts/directive/directive-code";
import {
  ZDirectiveParams,
  type TDirectiveParams,
  type TDirectiveParamsInput,
} from "@suyuan/contracts/directive/directive-params";
import { describe, expect, it } from "vitest";

// The tag text the wizard shows and the server stores, for every kind and every parameter.

const code = (params: TDirectiveParamsInput) => generateDirectiveCode(ZDirectiveParams.parse(params));
const firstLine = (params: TDirectiveParamsInput) => code(params).split("\n")[0];

describe("content list tags", () => {
  it("writes the default list: count 10, ordering 4, titles cut at 30, dates", () => {
    expect(code({ kind: "content_list" })).toBe(
      [
        "{% cms_content_list count: 10 orderBy: 4 %}",
        '<ul class="cms-content-list">',
        "  {% for item in tag_list %}",
        '  <li><a href="{{ item.url }}">{{ item.title | truncate: 30 }}</a> <span>{{ item.date }}</span></li>',
        "  {% endfor %}",
        "</ul>",
        "{% endcms_content_list %}",
      ].join("\n"),
    );
  });

  it("writes every filter parameter, ids once each as a quoted list", () => {
    expect(
      firstLine({
        kind: "content_list",
        channelIds: [3, 5, 3],
        typeIds: [1, 2],
        recommend: true,
        titleImg: true,
        count: 25,
        orderBy: 13,
      }),
    ).toBe(
      '{% cms_content_list channelId: "3,5" typeId: "1,2" recommend: true titleImg: true count: 25 orderBy: 13 %}',
    );
    expect(firstLine({ kind: "content_list", recommend: false })).toBe(
      "{% cms_content_list recommend: false count: 10 orderBy: 4 %}",
    );
    expect(firstLine({ kind: "content_list", titleImg: false, recommend: null })).toBe(
      "{% cms_content_list count: 10 orderBy: 4 %}",
    );
  });

  it("takes every ordering code 0-24 (24: by rating) and no other, and every count 1-100", () => {
    expect(CONTENT_ORDERS.map((order) => order.code)).toEqual(Array.from({ length: 25 }, (_, index) => index));
    expect(CONTENT_ORDERS.every((order) => order.zh && order.en)).toBe(true);
    for (const { code: orderBy } of CONTENT_ORDERS)
      expect(firstLine({ kind: "content_list", orderBy })).toContain(`orderBy: ${orderBy} %}`);
    for (const bad of [-1, 25, 1.5])
      expect(ZDirectiveParams.safeParse({ kind: "content_list", orderBy: bad }).success).toBe(false);
    expect(firstLine({ kind: "content_list", count: 1 })).toContain("count: 1 ");
    expect(firstLine({ kind: "content_list", count: 100 })).toContain("count: 100 ");
    for (const bad of [0, 101])
      expect(ZDirectiveParams.safeParse({ kind: "content_list", count: bad }).success).toBe(false);
  });

  it("follows the display options: title length, date, description, image, link target", () => {
    const item = (params: Omit<Extract<TDirectiveParamsInput, { kind: "content_list" }>, "kind">) =>
      code({ kind: "content_list", ...params }).split("\n")[3] ?? "";
    expect(item({ titleLength: 12 })).toContain("{{ item.title | truncate: 12 }}");
    expect(item({ titleLength: 0 })).toContain(">{{ item.title }}</a>");
    expect(item({ showDate: false })).not.toContain("item.date");
    expect(item({ showDescription: true })).toContain(" <p>{{ item.description }}</p>");
    expect(item({ showImage: true })).toContain(
      '{% if item.image %}<a href="{{ item.url }}"><img src="{{ item.image }}" alt="{{ item.title }}"></a> {% endif %}',
    );
    expect(item({ target: "_blank", showImage: true }).match(/target="_blank"/g)).toHaveLength(2);
    expect(item({ target: "_self" })).not.toContain("target=");
  });

  it("writes a paged list with the pagination inside the block", () => {
    const lines = code({ kind: "content_list", mode: "page", channelIds: [7], count: 20 }).split("\n");
    expect(lines[0]).toBe('{% cms_content_page channelId: "7" count: 20 orderBy: 4 %}');
    expect(lines.at(-1)).toBe("{% endcms_content_page %}");
    const text = lines.join("\n");
    expect(text).toContain(
      '{% if tag_pagination.prev_url %}<a href="{{ tag_pagination.prev_url }}">上一页</a>{% endif %}',
    );
    expect(text).toContain("{{ tag_pagination.page }} / {{ tag_pagination.pages }}");
    expect(text).toContain(
      '{% if tag_pagination.next_url %}<a href="{{ tag_pagination.next_url }}">下一页</a>{% endif %}',
    );
  });

  it("writes one content item by id, reading tag_bean, and needs the id", () => {
    expect(code({ kind: "content_list", mode: "single", contentId: 42, channelIds: [3], titleLength: 0 })).toBe(
      [
        "{% cms_content id: 42 %}",
        '{% if tag_bean %}<div class="cms-content"><a href="{{ tag_bean.url }}">{{ tag_bean.title }}</a> <span>{{ tag_bean.date }}</span></div>{% endif %}',
        "{% endcms_content %}",
      ].join("\n"),
    );
    const missing = ZDirectiveParams.safeParse({ kind: "content_list", mode: "single" });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ["contentId"], message: "validation.directiveContentRequired" }),
    ]);
  });
});

describe("channel tags", () => {
  it("writes the list types childs, top and brothers (and the origin's spelling borthers)", () => {
    expect(code({ kind: "channel_list" })).toBe(
      [
        '{% cms_channel_list listType: "childs" %}',
        '<ul class="cms-channel-list">',
        "  {% for item in tag_list %}",
        '  <li><a href="{{ item.url }}">{{ item.name }}</a></li>',
        "  {% endfor %}",
        "</ul>",
        "{% endcms_channel_list %}",
      ].join("\n"),
    );
    expect(firstLine({ kind: "channel_list", channelId: 3, hasContent: true })).toBe(
      '{% cms_channel_list listType: "childs" channelId: 3 hasContent: true %}',
    );
    // The top level is the top level whatever channel was picked.
    expect(firstLine({ kind: "channel_list", listType: "top", channelId: 3 })).toBe(
      '{% cms_channel_list listType: "top" %}',
    );
    expect(firstLine({ kind: "channel_list", listType: "brothers", channelId: 9 })).toBe(
      '{% cms_channel_list listType: "brothers" channelId: 9 %}',
    );
    expect(code({ kind: "channel_list", listType: "borthers", channelId: 9 })).toBe(
      code({ kind: "channel_list", listType: "brothers", channelId: 9 }),
    );
    expect(ZDirectiveParams.safeParse({ kind: "channel_list", listType: "brothers" }).success).toBe(false);
    expect(ZDirectiveParams.safeParse({ kind: "channel_list", listType: "cousins" }).success).toBe(false);
  });

  it("follows the description and link target options", () => {
    const item = code({ kind: "channel_list", showDescription: true, target: "_blank" }).split("\n")[3];
    expect(item).toBe(
      '  <li><a href="{{ item.url }}" target="_blank">{{ item.name }}</a> <p>{{ item.description }}</p></li>',
    );
  });

  it("writes one channel of each single type, the navigation as a breadcrumb trail", () => {
    for (const singleType of ["channel", "top", "parent"] as const)
      expect(code({ kind: "channel_list", mode: "single", singleType, channelId: 4 })).toBe(
        [
          `{% cms_channel singleType: "${singleType}" channelId: 4 %}`,
          '{% if tag_bean %}<a href="{{ tag_bean.url }}">{{ tag_bean.name }}</a>{% endif %}',
          "{% endcms_channel %}",
        ].join("\n"),
      );
    expect(code({ kind: "channel_list", mode: "single", singleType: "navigation", channelId: 4 })).toBe(
      [
        '{% cms_channel singleType: "navigation" channelId: 4 %}',
        '<nav class="cms-breadcrumb">{% for item in tag_list %}{% unless forloop.first %} &gt; {% endunless %}<a href="{{ item.url }}">{{ item.name }}</a>{% endfor %}</nav>',
        "{% endcms_channel %}",
      ].join("\n"),
    );
    // hasContent is a list filter: a single channel ignores it.
    expect(firstLine({ kind: "channel_list", mode: "single", channelId: 4, hasContent: true })).toBe(
      '{% cms_channel singleType: "channel" channelId: 4 %}',
    );
    expect(ZDirectiveParams.safeParse({ kind: "channel_list", mode: "single" }).error?.issues[0]?.message).toBe(
      "validation.directiveChannelRequired",
    );
  });
});

describe("advertising tags", () => {
  it("writes the ad space and, if picked, the one ad", () => {
    expect(code({ kind: "advertising", aid: 1 })).toBe(
      [
        "{% cms_advertising aid: 1 %}",
        '{% if tag_bean %}<div class="cms-advertising">{{ tag_bean.name }}</div>{% endif %}',
        "{% endcms_advertising %}",
      ].join("\n"),
    );
    expect(firstLine({ kind: "advertising", aid: 1, sid: 6 })).toBe("{% cms_advertising aid: 1 sid: 6 %}");
    expect(ZDirectiveParams.safeParse({ kind: "advertising" }).success).toBe(false);
  });
});

describe("safety and determinism", () => {
  it("gives the same text for the same picks", () => {
    const params: TDirectiveParamsInput = { kind: "content_list", channelIds: [2, 1], typeIds: [4], showImage: true };
    expect(code(params)).toBe(code({ ...params }));
  });

  it("refuses values that are no plain ids, never writing them into a template", () => {
    for (const bad of ["3", "3 %}{% evil", 1.5, -1, 0, 2 ** 31]) {
      expect(ZDirectiveParams.safeParse({ kind: "content_list", channelIds: [bad] }).success, String(bad)).toBe(false);
      expect(ZDirectiveParams.safeParse({ kind: "advertising", aid: bad }).success, String(bad)).toBe(false);
    }
    // Unvalidated values handed straight to the generator are refused too.
    const forged = { ...ZDirectiveParams.parse({ kind: "channel_list" }), listType: '" %}{% evil' };
    expect(() => generateDirectiveCode(forged as unknown as TDirectiveParams)).toThrow(RangeError);
    const forgedIds = { ...ZDirectiveParams.parse({ kind: "content_list" }), channelIds: [Number.NaN] };
    expect(() => generateDirectiveCode(forgedIds as TDirectiveParams)).toThrow(RangeError);
  });

  it("refuses unknown kinds and keeps only known parameters", () => {
    expect(ZDirectiveParams.safeParse({ kind: "banner" }).error?.issues[0]?.message).toBe("validation.directiveKind");
    const parsed = ZDirectiveParams.parse({ kind: "advertising", aid: 1, code: "{% evil %}" });
    expect(parsed).toEqual({ kind: "advertising", aid: 1, sid: null });
  });
});
