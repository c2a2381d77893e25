import { loadBwip, loadPdfKit } from "../../lib/lazy-modules.ts";

// One EAN-13 label per page, about 50 × 32 mm. The symbol with its digits is drawn by bwip-js (the
// library the page's barcode uses too) as a PNG at 600 dpi, placed at 1.1 pt a module (≈ 0.39 mm,
// within the standard's 80 %–200 % of the nominal 0.33 mm X-dimension). pdfkit's built-in fonts
// have no Chinese glyphs and the project ships no CJK font, so the caption is printed only when it
// is Latin text.

const MODULE_PT = 1.1;
/** The symbol's width in modules as bwip-js draws it here (95 and the quiet zones). */
const SYMBOL_MODULES = 117;
const PIXELS_PER_MODULE = 9; // 600 dpi at 1.1 pt a module
const WIDTH = SYMBOL_MODULES * MODULE_PT + 16;
const HEIGHT = 92;

const isLatin = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** The PDF of one label for a GTIN-13; `caption` is printed above the bars when it is Latin text. */
export async function commodityLabelPdf(gtin: string, caption: string): Promise<Buffer> {
  const [bwip, PDFDocument] = await Promise.all([loadBwip(), loadPdfKit()]);
  const png = await bwip.toBuffer({
    bcid: "ean13",
    text: gtin,
    includetext: true,
    textxalign: "center",
    scale: PIXELS_PER_MODULE,
    height: 16, // mm of bar height at 1 pixel a module; scaled with the symbol
    paddingwidth: 11,
    paddingheight: 0,
  });
  const doc = new PDFDocument({ size: [WIDTH, HEIGHT], margin: 0, info: { Title: `GTIN ${gtin}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc
    .font("Helvetica")
    .fontSize(7)
    .text(isLatin(caption) && caption ? caption : "GTIN-13", 0, 8, { width: WIDTH, align: "center", lineBreak: false });
  doc.image(png, 8, 20, { fit: [WIDTH - 16, HEIGHT - 26], align: "center", valign: "center" });
  doc.end();
  return done;
}
