import { markTerms, plainText, searchQuery, snippet, wordsOf } from "@suyuan/api/services/content/search-words";
import { describe, expect, it } from "vitest";

describe("search words in Chinese", () => {
  it("splits Chinese text into words and drops punctuation", () => {
    expect(wordsOf("乡村振兴战略，全面推进！")).toEqual(["乡村", "振兴", "战略", "全面", "推进"]);
    expect(wordsOf("Hello 安吉白茶 3.5元")).toEqual(["hello", "安吉", "白茶", "3.5", "元"]);
  });

  it("makes each typed term a phrase of its words, the terms ANDed, every lexeme quoted", () => {
    expect(searchQuery("乡村振兴")).toBe("('乡村' <-> '振兴')");
    expect(searchQuery("乡村振兴  白茶")).toBe("('乡村' <-> '振兴') & '白茶'");
    expect(searchQuery("don't")).toBe("'don''t'");
    expect(searchQuery("  ，。！ ")).toBeNull();
    expect(searchQuery("a b c d e f g h i j")?.split(" & ")).toHaveLength(8);
  });

  it("reads the text of HTML and marks the terms in a window around the first hit", () => {
    expect(plainText("<p>甲&amp;乙<script>x()</script></p><style>p{}</style> 丙&nbsp;丁")).toBe("甲&乙 丙 丁");
    const parts = snippet(`${"前".repeat(100)}乡村振兴${"后".repeat(100)}`, markTerms("乡村振兴"), 40);
    expect(parts[0]).toEqual({ text: "…", hit: false });
    expect(parts.filter((part) => part.hit)).toEqual([{ text: "乡村振兴", hit: true }]);
    expect(parts.at(-1)).toEqual({ text: "…", hit: false });
    expect(snippet("没有命中", ["乡村"])).toEqual([{ text: "没有命中", hit: false }]);
    expect(markTerms("乡村 乡村振兴 乡村")).toEqual(["乡村振兴", "乡村"]);
  });
});
