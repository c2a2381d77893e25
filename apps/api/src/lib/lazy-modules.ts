// Libraries only exports, imports and code downloads use, loaded on their first use: imported at
// start-up they held ~10 MB of code and tables (fonts, compression dictionaries) in every API
// process, most of which never writes a spreadsheet or a PDF.

import type IP2Region from "ip2region";

const once = <T>(load: () => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};

export const loadExcel = once(async () => (await import("exceljs")).default);

export const loadPdfKit = once(async () => (await import("pdfkit")).default);

export const loadQrCode = once(async () => (await import("qrcode")).default);

/** pinyin-pro carries its own dictionary (several MB); only channel path proposals need it. */
export const loadPinyinPro = once(async () => await import("pinyin-pro"));

/** bwip-js holds every symbology's encoder (about 1 MB); only commodity labels need it. */
export const loadBwip = once(async () => (await import("bwip-js/node")).default);

/** sharp and its libvips (tens of MB of native memory): only a watermarked upload needs it. */
export const loadSharp = once(async () => (await import("sharp")).default);

/** svg-captcha with its font: only a public form past its CAPTCHA threshold needs it. */
export const loadSvgCaptcha = once(async () => (await import("svg-captcha")).default);

/** The S3 client (several MB of code): only the object-storage driver needs it. */
export const loadS3 = once(async () => await import("@aws-sdk/client-s3"));

/**
 * ip2region's offline IP database (its data file inside the package, about 11 MB in memory): read
 * once per process, at the first scan or login that asks where an IP is.
 */
export const loadIpSearcher = once(async () => {
  // A CommonJS module whose class is its `default` export: Node's import gives the module object.
  const loaded = (await import("ip2region")).default as unknown as { default?: IpSearcherClass } & IpSearcherClass;
  const Searcher = loaded.default ?? loaded;
  return new Searcher();
});
type IpSearcherClass = typeof IP2Region;
