import { creditCodeCheckChar } from "@suyuan/contracts/common/credit-code";
import { gtinCheckDigit } from "@suyuan/contracts/common/gtin";

/** A valid unified social credit code, different for each seq. */
export function creditCode(seq: number): string {
  const body = `91330100MA${String(seq).padStart(7, "0")}`;
  return body + (creditCodeCheckChar(body) ?? "");
}

/** A valid EAN-13 barcode, different for each seq. */
export function ean13(seq: number): string {
  const body = `690${String(seq).padStart(9, "0")}`;
  return body + String(gtinCheckDigit(body));
}

export const enterpriseFields = (seq: number, overrides: Record<string, unknown> = {}) => ({
  name: `测试企业${seq}`,
  creditCode: creditCode(seq),
  legalPerson: "王建国",
  contactPerson: "李梅",
  phone: "0571-88886666",
  provinceCode: "330000",
  cityCode: "330100",
  countyCode: "330106",
  address: "文三路 1 号",
  type: "production" as const,
  businessScope: "蔬菜种植与销售",
  logo: null,
  licenceImages: [],
  ...overrides,
});
