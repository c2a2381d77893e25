// Where a visit came from, told by its Referer: the site itself (a click on its own page),
// a search engine (with the words it passed on, where it still does), another site, or nothing.

export type HitSource = {
  source: "direct" | "internal" | "link" | "engine";
  referrerHost: string | null;
  engine: string | null;
  keyword: string | null;
};

/** Search engines by host suffix, with the query parameters that carry the words. */
const ENGINES: readonly { name: string; hosts: readonly string[]; params: readonly string[] }[] = [
  { name: "百度", hosts: ["baidu.com"], params: ["wd", "word", "kw"] },
  { name: "谷歌", hosts: ["google.com", "google.com.hk", "google.cn"], params: ["q"] },
  { name: "必应", hosts: ["bing.com"], params: ["q"] },
  { name: "搜狗", hosts: ["sogou.com"], params: ["query", "keyword"] },
  { name: "360搜索", hosts: ["so.com"], params: ["q"] },
  { name: "神马", hosts: ["sm.cn"], params: ["q"] },
  { name: "雅虎", hosts: ["yahoo.com"], params: ["p"] },
  { name: "Yandex", hosts: ["yandex.ru", "yandex.com"], params: ["text"] },
  { name: "DuckDuckGo", hosts: ["duckduckgo.com"], params: ["q"] },
];

const MAX_KEYWORD = 100;
const MAX_HOST = 253;

function engineOf(host: string) {
  return ENGINES.find((engine) => engine.hosts.some((suffix) => host === suffix || host.endsWith(`.${suffix}`)));
}

/** The source of a view of `ownHost` with this Referer header. Never throws. */
export function hitSource(referer: string | undefined, ownHost: string): HitSource {
  const none: HitSource = { source: "direct", referrerHost: null, engine: null, keyword: null };
  if (!referer) return none;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return none;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return none;
  const host = url.hostname.toLowerCase().slice(0, MAX_HOST);
  if (host === ownHost) return { ...none, source: "internal" };
  const engine = engineOf(host);
  if (!engine) return { ...none, source: "link", referrerHost: host };
  const words = engine.params.map((param) => url.searchParams.get(param)?.trim()).find((value) => value);
  return {
    source: "engine",
    referrerHost: host,
    engine: engine.name,
    keyword: words ? words.slice(0, MAX_KEYWORD) : null,
  };
}

/** Crawlers are no visitors. */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || /bot|spider|crawl|slurp|curl|wget|python-requests/i.test(userAgent);
}
