import type { ApiClient } from "@suyuan/api/client";
import ExcelJS from "exceljs";
import { prisma } from "../../support/test-server.ts";

// Shared set-up of the rural-commerce resource tests: towns, stations, goods, sheets.

let seq = 0;
const next = () => (seq += 1);

export async function makeTown(admin: ApiClient, name = `镇${next()}`) {
  return admin.town.create.mutate({
    name,
    code: `T${next()}`,
    countyCode: null,
    head: null,
    phone: null,
    address: null,
  });
}

export async function makeStation(admin: ApiClient, townId: number, name = `站${next()}`) {
  return admin.villageStation.create.mutate({
    townId,
    name,
    code: `S${next()}`,
    master: null,
    phone: null,
    address: null,
    longitude: null,
    latitude: null,
    openingHours: null,
    serviceItems: [],
  });
}

/** A goods row of an enterprise, with the given review states. */
export async function makeGoods(status = "approved", enterpriseStatus = "approved") {
  const n = next();
  const enterprise = await prisma.enterprise.create({ data: { name: `企业${n}`, status: enterpriseStatus } });
  const goodsClass = await prisma.goodsClass.create({ data: { name: `类${n}` } });
  const goods = await prisma.goods.create({
    data: { name: `商品${n}`, classId: goodsClass.id, enterpriseId: enterprise.id, status },
  });
  return { goodsId: goods.id, enterpriseId: enterprise.id };
}

/** Another site, for scope checks. */
export async function otherSite() {
  return prisma.site.create({ data: { name: `站点${next()}` } });
}

/** An .xlsx with a header row and data rows. */
export async function sheet(header: readonly string[], rows: unknown[][]): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet("Sheet1");
  worksheet.addRow([...header]);
  for (const row of rows) worksheet.addRow(row);
  return new Blob([await workbook.xlsx.writeBuffer()]);
}
