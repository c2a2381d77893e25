import { strToU8, zipSync } from "fflate";

// Small real files for upload tests.

/** Bytes from hex text (whitespace ignored). */
export const hexBytes = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ""), "hex"));

/** A 1×1 PNG. */
export const TINY_PNG = hexBytes(`89504e470d0a1a0a0000000d4948445200000001000000010806000000
  1f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2a3d8c40000000049454e44ae426082`);

// Small but complete Office Open XML packages and a PDF, built here so each test shows what it holds.

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const PACKAGE_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const OFFICE_DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument";
const RELATIONSHIP = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

function contentTypes(overrides: Record<string, string>): Uint8Array {
  const parts = Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join("");
  return strToU8(
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      `<Default Extension="xml" ContentType="application/xml"/>${parts}</Types>`,
  );
}

function relationships(targets: [type: string, target: string][]): Uint8Array {
  const list = targets.map(
    ([type, target], index) => `<Relationship Id="rId${index + 1}" Type="${type}" Target="${target}"/>`,
  );
  return strToU8(`${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}">${list.join("")}</Relationships>`);
}

/** A Word document with one paragraph per item (each item's text exactly as given, XML-escaped here). */
export function sampleDocx(paragraphs: readonly string[]): Uint8Array {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`)
    .join("");
  return zipSync({
    "[Content_Types].xml": contentTypes({
      "/word/document.xml": "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
    }),
    "_rels/.rels": relationships([[OFFICE_DOCUMENT, "word/document.xml"]]),
    "word/document.xml": strToU8(
      `${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

/** A workbook with one sheet per entry, its cells as inline strings (numbers as numbers). */
export function sampleXlsx(sheets: Record<string, readonly (readonly (string | number)[])[]>): Uint8Array {
  const names = Object.keys(sheets);
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": contentTypes({
      "/xl/workbook.xml": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
      ...Object.fromEntries(
        names.map((_, index) => [
          `/xl/worksheets/sheet${index + 1}.xml`,
          "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml",
        ]),
      ),
    }),
    "_rels/.rels": relationships([[OFFICE_DOCUMENT, "xl/workbook.xml"]]),
    "xl/workbook.xml": strToU8(
      `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELATIONSHIP}"><sheets>` +
        names
          .map((name, index) => `<sheet name="${xmlText(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
          .join("") +
        "</sheets></workbook>",
    ),
    "xl/_rels/workbook.xml.rels": relationships(
      names.map((_, index) => [`${RELATIONSHIP}/worksheet`, `worksheets/sheet${index + 1}.xml`]),
    ),
  };
  names.forEach((name, index) => {
    const rows = (sheets[name] ?? []).map((cells, row) => {
      const xml = cells.map((value, column) => {
        const ref = `${String.fromCharCode(65 + column)}${row + 1}`;
        return typeof value === "number"
          ? `<c r="${ref}"><v>${value}</v></c>`
          : `<c r="${ref}" t="inlineStr"><is><t>${xmlText(value)}</t></is></c>`;
      });
      return `<row r="${row + 1}">${xml.join("")}</row>`;
    });
    files[`xl/worksheets/sheet${index + 1}.xml`] = strToU8(
      `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join("")}</sheetData></worksheet>`,
    );
  });
  return zipSync(files);
}

/** A presentation with one slide per entry, each paragraph of a slide in one text box. */
export function samplePptx(slides: readonly (readonly string[])[]): Uint8Array {
  const drawing = "http://schemas.openxmlformats.org/drawingml/2006/main";
  const presentation = "http://schemas.openxmlformats.org/presentationml/2006/main";
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": contentTypes({
      "/ppt/presentation.xml": "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
      ...Object.fromEntries(
        slides.map((_, index) => [
          `/ppt/slides/slide${index + 1}.xml`,
          "application/vnd.openxmlformats-officedocument.presentationml.slide+xml",
        ]),
      ),
    }),
    "_rels/.rels": relationships([[OFFICE_DOCUMENT, "ppt/presentation.xml"]]),
    "ppt/presentation.xml": strToU8(
      `${XML_HEAD}<p:presentation xmlns:p="${presentation}" xmlns:r="${RELATIONSHIP}"><p:sldIdLst>` +
        slides.map((_, index) => `<p:sldId id="${256 + index}" r:id="rId${index + 1}"/>`).join("") +
        "</p:sldIdLst></p:presentation>",
    ),
    "ppt/_rels/presentation.xml.rels": relationships(
      slides.map((_, index) => [`${RELATIONSHIP}/slide`, `slides/slide${index + 1}.xml`]),
    ),
  };
  slides.forEach((paragraphs, index) => {
    const body = paragraphs.map((text) => `<a:p><a:r><a:t>${xmlText(text)}</a:t></a:r></a:p>`).join("");
    files[`ppt/slides/slide${index + 1}.xml`] = strToU8(
      `${XML_HEAD}<p:sld xmlns:a="${drawing}" xmlns:p="${presentation}"><p:cSld><p:spTree>` +
        `<p:sp><p:txBody><a:bodyPr/>${body}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    );
  });
  return zipSync(files);
}

/**
 * A PDF written by hand (catalog, page tree, a standard font, a page and a content stream per page,
 * an exact cross-reference table) showing each page's lines of ASCII text.
 */
export function samplePdfPages(pages: readonly (readonly string[])[]): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const pageObject = (index: number) => 4 + index * 2;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${pageObject(index)} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  pages.forEach((lines, index) => {
    const content = `BT /F1 12 Tf 72 720 Td 14 TL ${lines.map((line) => `(${escape(line)}) Tj T*`).join(" ")} ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageObject(index) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(pdf);
}

/** A one-page PDF showing each line of ASCII text. */
export const samplePdf = (lines: readonly string[]) => samplePdfPages([lines]);
