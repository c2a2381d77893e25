// The rural-commerce part of `npm run seed:demo`: a county's towns and village stations, the
// people it serves and its registered impoverished households (one lifted out of poverty, with
// its history), a training, online shops, a year of monthly statistics, parcels, stock with
// movements, sales and mall listings. Everything goes through the kit's services (validated by
// each resource's schema, logged), in the current site of the seeding administrator.
import { isValidIdCard } from "@suyuan/contracts/kit/primitives";
import { RESOURCES, type ResourceName } from "@suyuan/contracts/kit/resource-registry";
import { ZMoveStockInput } from "@suyuan/contracts/stock/stock-operations";
import { prisma } from "@suyuan/db/client";
import { updatePersonState } from "../src/services/person-info/person-state.ts";
import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";
import type { ServiceContext } from "../src/services/service-context.ts";
import { moveStock } from "../src/services/stock/stock-moves.ts";

const COUNTY: [string, string, string] = ["330000", "330500", "330523"]; // 浙江 湖州 安吉县
const TOWNS: [name: string, code: string, head: string][] = [
  ["溪龙乡", "AJ-XL", "陈建华"],
  ["天荒坪镇", "AJ-THP", "吴晓峰"],
  ["递铺街道", "AJ-DP", "沈丽娟"],
];
const STATIONS: [town: number, name: string, master: string, lng: number, lat: number][] = [
  [0, "黄杜村服务站", "盛小华", 119.7312, 30.6125],
  [0, "徐村湾村服务站", "徐国平", 119.7108, 30.6031],
  [1, "余村服务站", "潘文革", 119.6005, 30.5321],
  [1, "大溪村服务站", "钱小燕", 119.6258, 30.4987],
  [2, "鹤鹿溪村服务站", "张丽萍", 119.6903, 30.6402],
  [2, "古城村服务站", "李卫东", 119.6651, 30.6533],
];
const PEOPLE = ["王秀英", "李建国", "张桂兰", "刘志强", "陈美玲", "杨海军", "赵春花", "周德明"];
const HOUSEHOLDS: [name: string, size: number, causes: string[], income: number][] = [
  ["钱福根", 3, ["illness"], 5200],
  ["孙阿毛", 4, ["lack_of_skills", "lack_of_funds"], 4800],
  ["吴小妹", 2, ["disability"], 3900],
  ["郑金宝", 5, ["education", "lack_of_labour"], 6100],
];

/** An 18-character ID number with a real birth date and the GB 11643 check character. */
function idCard(seq: number, birth: string): string {
  const body = `330523${birth}${String(100 + seq).padStart(3, "0")}`;
  for (const check of "0123456789X") if (isValidIdCard(body + check)) return body + check;
  throw new Error("no check character");
}

async function create(ctx: ServiceContext, name: ResourceName, input: Record<string, unknown>): Promise<number> {
  const data = RESOURCES[name].schemas.fields.parse(input) as Record<string, unknown>;
  return (await RESOURCE_SERVICES[name].create(ctx, data)).id;
}

const month = (offset: number) => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - offset);
  return date.toISOString().slice(0, 7);
};

export async function seedRuralDemo(ctx: ServiceContext): Promise<{ written: boolean; summary: string }> {
  if (ctx.actor.siteId === null) return { written: false, summary: "" };
  if (await prisma.town.findFirst({ where: { siteId: ctx.actor.siteId, code: "AJ-XL" }, select: { id: true } }))
    return { written: false, summary: "" };
  const [province, city, county] = COUNTY;
  const region = { provinceCode: province, cityCode: city, countyCode: county };

  const towns: number[] = [];
  for (const [name, code, head] of TOWNS)
    towns.push(await create(ctx, "town", { name, code, head, countyCode: county, phone: "0572-5012345" }));
  const stations: number[] = [];
  for (const [index, [town, name, master, longitude, latitude]] of STATIONS.entries())
    stations.push(
      await create(ctx, "villageStation", {
        townId: towns[town],
        name,
        code: `AJ-S${String(index + 1).padStart(2, "0")}`,
        master,
        phone: `1395720${String(1000 + index)}`,
        longitude,
        latitude,
        openingHours: "08:00-18:00",
        serviceItems: ["express", "purchase", "sales", "payment"].slice(0, 2 + (index % 3)),
        status: index === 5 ? "suspended" : "open",
      }),
    );

  const people: number[] = [];
  for (const [index, name] of PEOPLE.entries())
    people.push(
      await create(ctx, "userInfo", {
        name,
        gender: index % 2 ? "male" : "female",
        idCard: idCard(index, `19${70 + index}0${(index % 9) + 1}15`),
        phone: `1385720${String(2000 + index)}`,
        ...region,
        townId: towns[index % 3],
        village: STATIONS[index % 6]?.[1].replace("服务站", "") ?? null,
        type: (["farmer", "cooperative_member", "buyer", "farmer"] as const)[index % 4],
      }),
    );
  const households: number[] = [];
  for (const [index, [name, householdSize, causes, incomePerCapita]] of HOUSEHOLDS.entries())
    households.push(
      await create(ctx, "personInfo", {
        name,
        idCard: idCard(20 + index, `196${index + 2}0${index + 3}08`),
        householdSize,
        ...region,
        townId: towns[index % 3],
        village: STATIONS[(index * 2) % 6]?.[1].replace("服务站", "") ?? null,
        causes,
        incomePerCapita,
        cadreName: "沈丽娟",
        cadrePhone: "13957201234",
        measures: "产业帮扶：白茶种植技术指导；电商帮扶：开设网店代销。",
      }),
    );
  const lifted = households[0];
  if (lifted !== undefined)
    await updatePersonState(ctx, {
      id: lifted,
      state: "lifted",
      date: `${month(2)}-15`,
      reason: "家庭人均年收入超过当年脱贫标准，经村民代表评议通过。",
    });

  await create(ctx, "training", {
    title: "农村电商直播带货实务培训",
    type: "ecommerce",
    organiser: "安吉县商务局",
    lecturer: "吴晓峰",
    venue: "溪龙乡文化礼堂",
    townId: towns[0],
    startAt: `${month(1)}-10 09:00`,
    endAt: `${month(1)}-10 16:30`,
    personIds: households.slice(1, 3),
    userInfoIds: people.slice(0, 4),
    content: "<p>短视频拍摄、直播话术、网店运营与售后。</p>",
  });

  const enterprise = await prisma.enterprise.findFirst({ where: { status: "approved" }, orderBy: { id: "asc" } });
  const goods = enterprise
    ? await prisma.goods.findMany({
        where: { enterpriseId: enterprise.id, status: "approved" },
        orderBy: { id: "asc" },
      })
    : [];
  await create(ctx, "commerceInfo", {
    shopName: "黄杜白茶小铺",
    platform: "taobao",
    ownerType: "person",
    ownerName: "盛小华",
    townId: towns[0],
    village: "黄杜村",
    shopUrl: "https://shop.example.com/huangdu",
    mainProducts: "安吉白茶",
    monthlySales: 86_500,
    monthlyOrders: 1240,
    contact: "盛小华",
    phone: "13957201000",
  });
  if (enterprise)
    await create(ctx, "commerceInfo", {
      // A shop is named for the brand it sells, as on the platforms.
      shopName: `${goods[0]?.brand ?? enterprise.name}官方旗舰店`,
      platform: "jd",
      ownerType: "enterprise",
      enterpriseId: enterprise.id,
      townId: towns[1],
      mainProducts: "白茶礼盒",
      monthlySales: 235_000,
      monthlyOrders: 3100,
    });

  for (let offset = 11; offset >= 0; offset -= 1)
    for (const [index, townId] of towns.entries()) {
      const growth = 1 + (11 - offset) * 0.06;
      await create(ctx, "townStatistic", {
        townId,
        month: month(offset),
        onlineSales: Math.round((120_000 + index * 45_000) * growth),
        orders: Math.round((1800 + index * 500) * growth),
        parcelsIn: Math.round((2600 + index * 300) * growth),
        parcelsOut: Math.round((2100 + index * 700) * growth),
        shops: 30 + index * 12 + (11 - offset),
        trained: offset % 3 === 0 ? 40 + index * 10 : 0,
        employed: 12 + index * 4 + Math.floor((11 - offset) / 2),
      });
    }

  const companies = ["sf", "ems", "zto", "yto", "yunda", "jd"] as const;
  for (let index = 0; index < 18; index += 1)
    await create(ctx, "express", {
      company: companies[index % companies.length],
      waybillNo: `AJ${String(7_700_000_000 + index * 7919)}`,
      direction: index % 3 === 0 ? "inbound" : "outbound",
      stationId: stations[index % stations.length],
      sender: index % 3 === 0 ? "杭州仓" : (PEOPLE[index % PEOPLE.length] ?? null),
      receiver: index % 3 === 0 ? (PEOPLE[index % PEOPLE.length] ?? null) : "上海市民",
      phone: `1385720${String(3000 + index)}`,
      goodsName: index % 3 === 0 ? "农资" : "安吉白茶",
      weightKg: 0.5 + (index % 4),
      fee: 8 + (index % 5) * 2,
      date: `${month(index % 2)}-${String(1 + (index % 27)).padStart(2, "0")}`,
      status: (["received", "in_transit", "delivered", "delivered"] as const)[index % 4],
    });

  let stockCount = 0;
  let saleCount = 0;
  let mallCount = 0;
  for (const [index, item] of goods.slice(0, 2).entries()) {
    const stockId = await create(ctx, "stock", {
      goodsId: item.id,
      stationId: stations[index],
      quantity: 120,
      unit: "箱",
      batchNo: `AJ-${month(0).replace("-", "")}-${index + 1}`,
      lowThreshold: index === 1 ? 100 : 20,
    });
    stockCount += 1;
    await moveStock(ctx, ZMoveStockInput.parse({ stockId, kind: "out", quantity: 35, reason: "电商订单发货" }));
    await moveStock(ctx, ZMoveStockInput.parse({ stockId, kind: "in", quantity: 10, reason: "合作社补货" }));
    for (let offset = 5; offset >= 0; offset -= 1) {
      await create(ctx, "sale", {
        goodsId: item.id,
        buyer: index ? "杭州联华超市" : "线上零售",
        quantity: 20 + offset * 3,
        unitPrice: 168 + index * 40,
        channel: (["online", "offline", "agency"] as const)[offset % 3],
        buyerProvinceCode: "330000",
        buyerCityCode: "330100",
        buyerCountyCode: "330106",
        date: `${month(offset)}-18`,
      });
      saleCount += 1;
    }
    await create(ctx, "mallItem", {
      goodsId: item.id,
      title: `【产地直发】${item.name}`,
      price: 168 + index * 40,
      originalPrice: 198 + index * 40,
      stock: 85,
      onShelf: true,
      sortOrder: index,
      description: `<p>${item.name}，产地直发，48小时内发货。</p>`,
    });
    mallCount += 1;
  }
  return {
    written: true,
    summary: `${towns.length} towns, ${stations.length} stations, ${people.length} people, ${households.length} households, 1 training, ${12 * towns.length} monthly statistics, 18 parcels, ${stockCount} stock rows, ${saleCount} sales, ${mallCount} mall listings`,
  };
}
