import { drawingSVG, ean13 } from "bwip-js/browser";
import { useMemo } from "react";

/**
 * An EAN-13 symbol with its digits, drawn by bwip-js (the maintained barcode library the PDF label
 * uses too) as SVG, shown as an image so the markup never enters the page. `width` scales it.
 */
export function Ean13Barcode({ gtin, width = 226 }: { gtin: string; width?: number }) {
  const source = useMemo(() => {
    try {
      const svg = ean13({ bcid: "ean13", text: gtin, includetext: true, textxalign: "center" }, drawingSVG());
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    } catch {
      return null; // not a valid GTIN-13 (yet): nothing to draw
    }
  }, [gtin]);
  if (!source) return null;
  return <img src={source} width={width} alt={`EAN-13 ${gtin}`} data-testid="ean13-barcode" data-gtin={gtin} />;
}
