import type { TracePageData } from "../services/scan/public-scan.ts";
import { chinaDateTime, cspHash, plainNumber, regionName, text, uploadSrc } from "../lib/html.ts";

// The public trace page /t/<code> and its friendly error pages: plain server-rendered HTML with
// one inline stylesheet and one small inline script (allowed by their hashes in the CSP), a few KB,
// made for phones. Every value from the database is escaped.

const STYLE = `:root{--g:#1b7f4b;--gl:#e8f5ee;--t:#1f2933;--m:#6b7785;--b:#e6e9ee;--r:#c92a2a}
*{box-sizing:border-box}
body{margin:0;background:#f3f5f7;color:var(--t);font:15px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Source Han Sans SC",sans-serif;-webkit-text-size-adjust:100%}
.top{background:linear-gradient(135deg,#17734a,#2f9e63);color:#fff;padding:16px 18px 46px}
.top>*{max-width:616px;margin-left:auto;margin-right:auto}
.brand{font-size:13px;opacity:.85;letter-spacing:.08em}
.top h1{margin:4px auto 0;font-size:22px;line-height:1.35;word-break:break-word}
.code{margin-top:6px;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace;opacity:.85;word-break:break-all}
main{max-width:640px;margin:-34px auto 0;padding:0 12px 8px}
.card{background:#fff;border-radius:12px;padding:14px 16px;margin-bottom:12px;box-shadow:0 1px 3px rgba(16,24,40,.07)}
h2{font-size:16px;margin:0 0 10px;padding-left:9px;border-left:3px solid var(--g);line-height:1.25}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 14px}
dt{color:var(--m);white-space:nowrap}
dd{margin:0;word-break:break-word}
a{color:var(--g)}
.gallery{display:flex;gap:8px;overflow-x:auto;margin:0 -16px 12px;padding:0 16px;scroll-snap-type:x mandatory}
.gallery img{flex:0 0 auto;width:80%;max-width:380px;aspect-ratio:4/3;object-fit:cover;border-radius:10px;background:#eef1f4;scroll-snap-align:start}
.gallery img:only-child{width:100%;max-width:none}
.recall{background:#fff5f5;border:2px solid var(--r);color:#6b1515;margin:12px auto;max-width:640px}
.recall h2{border-color:var(--r);color:var(--r);font-size:18px}
.recall .notice{white-space:pre-line;margin:6px 0;font-weight:600}
.lv{display:inline-block;background:var(--r);color:#fff;border-radius:4px;padding:0 8px;font-size:13px;margin-right:6px}
.tl{list-style:none;margin:0;padding:0}
.tl li{position:relative;padding:0 0 16px 20px;border-left:2px solid var(--b);margin-left:6px}
.tl li:last-child{border-left-color:transparent;padding-bottom:0}
.tl li::before{content:"";position:absolute;left:-7px;top:4px;width:12px;height:12px;border-radius:50%;background:var(--g);box-shadow:0 0 0 3px var(--gl)}
.st{font-weight:600}
.meta{color:var(--m);font-size:13px}
.tl dl{margin-top:6px;font-size:14px}
.note{margin:6px 0 0;font-size:14px;white-space:pre-line}
.thumbs{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.thumbs img{width:72px;height:72px;object-fit:cover;border-radius:8px;background:#eef1f4}
.qc{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:8px 0;border-top:1px solid var(--b)}
.qc:first-of-type{border-top:0;padding-top:0}
.ok,.ng{flex:0 0 auto;border-radius:4px;padding:0 8px;font-size:13px;font-weight:600}
.ok{background:var(--gl);color:var(--g)}
.ng{background:#ffe3e3;color:var(--r)}
.muted{color:var(--m);font-size:14px}
.scan p{margin:0}
.warn{margin-top:10px!important;background:#fff4e6;color:#a84300;border-radius:8px;padding:8px 10px;font-weight:600}
button{margin-top:12px;width:100%;border:1px solid var(--g);background:#fff;color:var(--g);border-radius:8px;padding:10px;font:inherit}
button:disabled{opacity:.6}
footer{text-align:center;color:var(--m);font-size:12px;padding:4px 16px 28px}
.empty{text-align:center;padding:36px 20px}
.mark{width:64px;height:64px;margin:0 auto 12px;border-radius:50%;background:var(--gl);color:var(--g);font:700 36px/64px sans-serif}
.empty.bad .mark{background:#fff4e6;color:#d9480f}
.empty h1{font-size:20px;margin:0 0 8px}`;

/** Asks for the location only when the button is pressed, then posts it with the page's token. */
const SCRIPT = `(function(){var b=document.getElementById("loc");if(!b)return;var m=document.getElementById("loc-msg");function say(t){m.textContent=t;m.hidden=false}b.addEventListener("click",function(){if(!navigator.geolocation){say("您的浏览器不支持定位");return}b.disabled=true;say("正在获取位置…");navigator.geolocation.getCurrentPosition(function(p){fetch(b.getAttribute("data-url"),{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({token:b.getAttribute("data-token"),latitude:p.coords.latitude,longitude:p.coords.longitude})}).then(function(r){if(r.ok){b.hidden=true;say("感谢您的协助，位置已提交")}else{b.disabled=false;say("位置提交失败，请稍后再试")}},function(){b.disabled=false;say("位置提交失败，请稍后再试")})},function(){b.disabled=false;say("未能获取位置（已拒绝或不可用）")},{timeout:15000,maximumAge:600000})})})();`;

/** No eval, no other origin; the inline style and script only by their hashes. */
export const PUBLIC_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${cspHash(SCRIPT)}`,
  `style-src ${cspHash(STYLE)}`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

function layout(title: string, body: string, withScript = false): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><meta name="format-detection" content="telephone=no"><title>${text(title)}</title><style>${STYLE}</style></head><body>${body}<footer>本页信息由生产企业提供 · 溯源管理平台</footer>${withScript ? `<script>${SCRIPT}</script>` : ""}</body></html>`;
}

function rows(pairs: [label: string, value: string][]): string {
  const shown = pairs.filter(([, value]) => value !== "");
  return shown.length ? `<dl>${shown.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join("")}</dl>` : "";
}

function images(list: readonly unknown[] | null | undefined, className: string, alt: string, max: number): string {
  const sources = (list ?? [])
    .map(uploadSrc)
    .filter((src): src is string => src !== null)
    .slice(0, max);
  if (!sources.length) return "";
  return `<div class="${className}">${sources.map((src) => `<img src="${src}" alt="${text(alt)}" loading="lazy" decoding="async">`).join("")}</div>`;
}

const RECALL_LEVEL = ["", "一级召回", "二级召回", "三级召回"];

function recallSection(recalls: TracePageData["recalls"]): string {
  if (!recalls.length) return "";
  return recalls
    .map(
      (recall) =>
        `<section class="card recall" role="alert" id="recall"><h2>⚠ 召回警示：${text(recall.title)}</h2>` +
        `<p><span class="lv">${RECALL_LEVEL[recall.level] ?? `${text(recall.level)}级召回`}</span>召回开始日期 ${text(recall.startDate)}</p>` +
        `<p class="notice">${text(recall.notice)}</p>` +
        `<p class="muted">本产品所属批次正在召回，请停止食用或使用，并联系生产企业处理。</p></section>`,
    )
    .join("");
}

function goodsSection(data: TracePageData): string {
  const { goods } = data;
  return (
    `<section class="card" id="goods">${images(goods.images, "gallery", goods.name, 6)}` +
    `<h2>商品信息</h2>` +
    rows([
      ["商品名称", text(goods.name)],
      ["规格", text(goods.specification)],
      ["品牌", text(goods.brand)],
      ["保质期", goods.shelfLifeDays ? `${text(goods.shelfLifeDays)} 天` : ""],
    ]) +
    `</section>`
  );
}

function telHref(phone: string): string {
  return phone.replace(/[^\d+]/g, "");
}

function enterpriseSection(enterprise: TracePageData["enterprise"]): string {
  const phone = enterprise.phone
    ? `<a href="tel:${text(telHref(enterprise.phone))}">${text(enterprise.phone)}</a>`
    : "";
  return `<section class="card" id="enterprise"><h2>生产企业</h2>${rows([
    ["企业名称", text(enterprise.name)],
    ["所在地区", text(regionName(enterprise.countyCode, enterprise.cityCode, enterprise.provinceCode))],
    ["地址", text(enterprise.address)],
    ["联系电话", phone],
  ])}</section>`;
}

function originSection(data: TracePageData): string {
  const { base, goods } = data;
  const region = base
    ? regionName(base.countyCode, base.cityCode, base.provinceCode)
    : regionName(goods.originCounty, goods.originCity, goods.originProvince);
  const body = rows([
    ["生产基地", text(base?.name)],
    ["大棚", text(data.house)],
    ["产地", text(region)],
    ["基地地址", text(base?.address)],
  ]);
  return body ? `<section class="card" id="origin"><h2>产地信息</h2>${body}</section>` : "";
}

function batchSection(batch: NonNullable<TracePageData["batch"]>): string {
  const quantity = batch.quantity === null ? "" : `${plainNumber(batch.quantity)}${batch.unit ? ` ${batch.unit}` : ""}`;
  return `<section class="card" id="batch"><h2>批次信息</h2>${rows([
    ["批次号", text(batch.batchNo)],
    ["生产日期", text(batch.productionDate)],
    ["批次数量", text(quantity)],
  ])}</section>`;
}

function valueText(value: TracePageData["records"][number]["values"][number]): string {
  if (value.value === null || value.value === "") return "";
  if (value.kind === "number" && value.unit) return text(`${value.value} ${value.unit}`);
  return text(value.value);
}

function timelineSection(records: TracePageData["records"]): string {
  if (!records.length) return "";
  const items = records.map((record) => {
    const valueRows = rows(record.values.map((value) => [text(value.name), valueText(value)]));
    const valueImages = record.values.flatMap((value) => value.images ?? []);
    return (
      `<li><div class="st">${text(record.stage)}</div>` +
      `<div class="meta">${text(chinaDateTime(record.recordedAt))}${record.operator ? ` · 操作人 ${text(record.operator)}` : ""}</div>` +
      valueRows +
      (record.note ? `<p class="note">${text(record.note)}</p>` : "") +
      images([...(record.images ?? []), ...valueImages], "thumbs", record.stage, 9) +
      `</li>`
    );
  });
  return `<section class="card" id="timeline"><h2>生产过程</h2><ol class="tl">${items.join("")}</ol></section>`;
}

function checksSection(checks: TracePageData["checks"]): string {
  if (!checks.length) return "";
  return `<section class="card" id="checks"><h2>质量检测</h2>${checks
    .map(
      (check) =>
        `<div class="qc"><div><div>${text(check.organisation)}</div><div class="meta">检测日期 ${text(check.checkDate)}</div></div>` +
        (check.passed ? `<span class="ok">合格</span>` : `<span class="ng">不合格</span>`) +
        `</div>`,
    )
    .join("")}</section>`;
}

export type ScanLine = { count: number; firstScanAt: Date; copyWarning: boolean; locationToken: string | null };

function scanSection(code: string, scan: ScanLine): string {
  const location = scan.locationToken
    ? `<button id="loc" type="button" data-url="/t/${encodeURIComponent(code)}/location" data-token="${text(scan.locationToken)}">提供位置以帮助核验</button>` +
      `<p id="loc-msg" class="muted" hidden></p>`
    : "";
  return (
    `<section class="card scan" id="scan"><h2>查询记录</h2>` +
    `<p>这是第 <strong>${scan.count}</strong> 次查询，首次查询时间 ${text(chinaDateTime(scan.firstScanAt))}</p>` +
    (scan.copyWarning ? `<p class="warn" role="alert">该溯源码已被多次查询，谨防假冒</p>` : "") +
    location +
    `</section>`
  );
}

/** The page of a known, generated code; bound to a batch or not. */
export function renderTracePage(data: TracePageData, scan: ScanLine): string {
  const header =
    `<header class="top"><div class="brand">产品溯源信息</div><h1>${text(data.goods.name)}</h1>` +
    `<div class="code">溯源码 ${text(data.code)}</div></header>`;
  const unbound = data.batch
    ? ""
    : `<section class="card" id="unbound"><h2>批次信息</h2><p class="muted">该溯源码尚未关联生产批次，暂无生产过程信息。如有疑问，请联系生产企业。</p></section>`;
  const body =
    recallSection(data.recalls) +
    header +
    `<main>${goodsSection(data)}${enterpriseSection(data.enterprise)}${originSection(data)}` +
    (data.batch ? batchSection(data.batch) + timelineSection(data.records) : unbound) +
    checksSection(data.checks) +
    scanSection(data.code, scan) +
    `</main>`;
  return layout(`${data.goods.name} · 产品溯源`, body, scan.locationToken !== null);
}

function messagePage(title: string, heading: string, lines: string[], bad: boolean): string {
  const body =
    `<header class="top"><div class="brand">产品溯源信息</div><h1>${text(title)}</h1></header>` +
    `<main><section class="card empty${bad ? " bad" : ""}"><div class="mark">${bad ? "!" : "?"}</div><h1>${text(heading)}</h1>` +
    lines.map((line) => `<p class="muted">${line}</p>`).join("") +
    `</section></main>`;
  return layout(`${title} · 产品溯源`, body);
}

/** An unknown code (or one not generated yet, or malformed): 404, with what to do. */
export function renderUnknownCodePage(rawCode: string): string {
  const shown = rawCode.length > 40 ? `${rawCode.slice(0, 40)}…` : rawCode;
  return messagePage(
    "未查询到溯源信息",
    "未查询到该溯源码",
    [
      shown ? `您查询的溯源码：<strong>${text(shown)}</strong>` : "",
      "请核对溯源码是否完整、正确，或重新扫描商品上的二维码。",
      "若确认无误仍查询不到，该商品可能并非正品，请谨慎购买并联系生产企业或销售商。",
    ].filter(Boolean),
    false,
  );
}

/** Over the per-IP limit: 429 with Retry-After. */
export function renderRateLimitedPage(retryAfterSeconds: number): string {
  return messagePage(
    "查询过于频繁",
    "查询过于频繁，请稍后再试",
    [`为保障服务稳定，每个网络的查询次数有限制。请约 ${retryAfterSeconds} 秒后再试。`],
    true,
  );
}

/** An unexpected failure: still a page, never a stack trace. */
export function renderUnavailablePage(): string {
  return messagePage("服务暂不可用", "服务暂时不可用", ["请稍后重新扫码查询。"], true);
}
