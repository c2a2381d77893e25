// The master data of the demo: enterprises, goods classes and goods, bases, greenhouses, devices
// and three days of readings, through the same service functions as the API. Written once: a
// database that already has the first demo enterprise is left as it is.
import { creditCodeCheckChar } from "@suyuan/contracts/common/credit-code";
import { gtinCheckDigit } from "@suyuan/contracts/common/gtin";
import { PROJECT_STATUSES } from "@suyuan/contracts/project/project-fields";
import { prisma } from "@suyuan/db/client";
import { createGoodsClass } from "../src/services/goods/goods-classes.ts";
import type { ServiceContext } from "../src/services/service-context.ts";
import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";

/** Every demo enterprise is in the county the demo is about: 浙江省 湖州市 安吉县. */
const COUNTY = { provinceCode: "330000", cityCode: "330500", countyCode: "330523" } as const;

const ENTERPRISES: {
  name: string;
  /** The brand on the packaging: a trade name of its own, never a cut of the enterprise's name. */
  brand: string;
  type: "production" | "cooperative" | "processing";
  address: string;
  person: string;
  crops: string;
  goods: [string, string, string][];
  /** Entered by a clerk without the examining permission: waits on the work bench for a check. */
  pending?: true;
}[] = [
  {
    name: "安吉溪龙白茶专业合作社",
    brand: "黄杜白叶",
    type: "cooperative",
    address: "溪龙乡黄杜村",
    person: "盛阿林",
    crops: "白茶",
    goods: [
      ["安吉白茶·明前特级", "茶叶", "250g/罐"],
      ["安吉白茶·雨前一级", "茶叶", "500g/袋"],
    ],
  },
  {
    name: "安吉天荒坪高山蔬菜有限公司",
    brand: "天荒坪",
    type: "production",
    address: "天荒坪镇大溪村",
    person: "王立新",
    crops: "番茄、黄瓜",
    goods: [
      ["高山樱桃番茄", "茄果类", "1kg/箱"],
      ["高山水果黄瓜", "瓜类", "2kg/箱"],
      ["有机菠菜", "叶菜类", "500g/袋"],
    ],
  },
  {
    name: "安吉竹乡米业有限公司",
    brand: "竹乡稻",
    type: "processing",
    address: "递铺街道鹤鹿溪村",
    person: "刘振东",
    crops: "水稻",
    goods: [["竹乡富硒大米", "大米", "5kg/袋"]],
  },
  {
    name: "安吉梅溪蓝莓专业合作社",
    brand: "梅溪蓝",
    type: "cooperative",
    address: "梅溪镇荆湾村",
    person: "钟国华",
    crops: "蓝莓",
    goods: [["梅溪蓝莓·鲜果", "浆果类", "500g/盒"]],
  },
  {
    name: "安吉孝丰猕猴桃种植场",
    brand: "孝丰红心",
    type: "production",
    address: "孝丰镇横溪坞村",
    person: "林海涛",
    crops: "猕猴桃",
    goods: [["孝丰红心猕猴桃", "猕猴桃", "5kg/箱"]],
  },
  {
    name: "安吉山川竹笋食品有限公司",
    brand: "山川竹韵",
    type: "processing",
    address: "山川乡船村",
    person: "李春生",
    crops: "毛竹笋",
    goods: [["安吉手剥笋", "笋竹", "250g/袋"]],
  },
  {
    name: "安吉报福土蜂蜜专业合作社",
    brand: "报福山蜜",
    type: "cooperative",
    address: "报福镇深溪村",
    person: "潘建明",
    crops: "蜂蜜",
    goods: [["报福百花土蜂蜜", "蜂产品", "500g/瓶"]],
  },
  {
    name: "安吉杭垓高山茶园有限公司",
    brand: "杭垓云雾",
    type: "production",
    address: "杭垓镇七管村",
    person: "张建国",
    crops: "红茶",
    goods: [["杭垓高山红茶", "茶叶", "100g/盒"]],
    pending: true,
  },
];

const CLASSES: [string, string[]][] = [
  ["蔬菜", ["叶菜类", "茄果类", "瓜类"]],
  ["水果", ["浆果类", "猕猴桃"]],
  ["粮油", ["大米"]],
  ["茶叶", []],
  ["特产", ["笋竹", "蜂产品"]],
];

function creditCode(seq: number): string {
  const body = `93330523MA${String(seq).padStart(7, "0")}`;
  return body + (creditCodeCheckChar(body) ?? "");
}
function ean13(seq: number): string {
  const body = `692${String(seq).padStart(9, "0")}`;
  return body + String(gtinCheckDigit(body));
}

export async function seedMasterDemo(ctx: ServiceContext): Promise<{ written: boolean; summary: string }> {
  if (await prisma.enterprise.findFirst({ where: { creditCode: creditCode(1) } }))
    return { written: false, summary: "" };
  const classIds = new Map<string, number>();
  for (const [index, [name, children]] of CLASSES.entries()) {
    const { id } = await createGoodsClass(ctx, { parentId: null, name, sort: index });
    classIds.set(name, id);
    for (const [childIndex, child] of children.entries())
      classIds.set(child, (await createGoodsClass(ctx, { parentId: id, name: child, sort: childIndex })).id);
  }

  let goodsSeq = 0;
  let deviceSeq = 0;
  // A clerk's context: the same caller without the examining permissions, so what they enter waits.
  const clerk: ServiceContext = { ...ctx, access: { ...ctx.access, perms: [] } };
  const { provinceCode, cityCode, countyCode } = COUNTY;
  for (const [index, spec] of ENTERPRISES.entries()) {
    const by = spec.pending ? clerk : ctx;
    const { id: enterpriseId } = await RESOURCE_SERVICES.enterprise.create(by, {
      name: spec.name,
      creditCode: creditCode(index + 1),
      legalPerson: spec.person,
      contactPerson: spec.person,
      phone: `1395728${String(1000 + index * 37)}`,
      provinceCode,
      cityCode,
      countyCode,
      address: spec.address,
      type: spec.type,
      businessScope: `${spec.crops}种植、加工与销售`,
      logo: null,
      licenceImages: [],
    });
    for (const [name, className, specification] of spec.goods) {
      goodsSeq++;
      await RESOURCE_SERVICES.goods.create(by, {
        name,
        classId: classIds.get(className) ?? 0,
        enterpriseId,
        specification,
        unit: specification.split("/")[1] ?? "件",
        shelfLifeDays: ["茶叶", "大米", "笋竹", "蜂产品"].includes(className) ? 540 : 30,
        originProvince: provinceCode,
        originCity: cityCode,
        originCounty: countyCode,
        brand: spec.brand,
        barcode: ean13(goodsSeq),
        images: [],
        description: `<p>${name}，产自${spec.address}，${spec.crops}基地直供。</p>`,
      });
    }
    const { id: baseId } = await RESOURCE_SERVICES.base.create(ctx, {
      enterpriseId,
      name: `${spec.address}${spec.crops}基地`,
      provinceCode,
      cityCode,
      countyCode,
      address: spec.address,
      areaMu: 80 + index * 35,
      longitude: null,
      latitude: null,
      mainCrops: spec.crops,
      personInCharge: spec.person,
      phone: `1395728${String(1000 + index * 37)}`,
      images: [],
    });
    if (spec.type !== "processing") {
      const { id: houseId } = await RESOURCE_SERVICES.house.create(ctx, {
        baseId,
        name: "1号智能温室",
        type: "连栋温室",
        areaSqm: 1200,
        crops: spec.crops,
        images: [],
      });
      deviceSeq++;
      const { id: deviceId } = await RESOURCE_SERVICES.envDevice.create(ctx, {
        enterpriseId,
        baseId: null,
        houseId,
        name: "温湿度一体传感器",
        code: `DEMO-TH-${String(deviceSeq).padStart(3, "0")}`,
        kind: "combined",
      });
      // Three days of hourly readings with a day-night cycle.
      const now = Date.now();
      await prisma.envReading.createMany({
        data: Array.from({ length: 72 }, (_, hour) => {
          const at = new Date(now - (72 - hour) * 3_600_000);
          const daylight = Math.sin(((at.getUTCHours() + 8 - 6) / 24) * 2 * Math.PI);
          return {
            deviceId,
            enterpriseId,
            recordedAt: at,
            temperature: Number((18 + 8 * daylight).toFixed(1)),
            humidity: Number((70 - 15 * daylight).toFixed(1)),
            soilMoisture: 35 + (hour % 5),
            light: Math.max(0, Math.round(40_000 * daylight)),
            co2: 420 + (hour % 7) * 15,
          };
        }),
      });
      await RESOURCE_SERVICES.envPlate.create(ctx, {
        name: `${spec.crops}基地监测板`,
        enterpriseId,
        deviceIds: [deviceId],
        description: `${spec.address}${spec.crops}基地的温湿度`,
      });
    }
    const [, , town] = spec.address.match(/^(.*?(镇|乡|街道))?(.*)$/) ?? [];
    await RESOURCE_SERVICES.project.create(ctx, {
      name: `${spec.crops}标准化种植示范项目`,
      town: town ?? spec.address,
      village: null,
      enterpriseId,
      funding: 200_000 + index * 50_000,
      startDate: `2026-0${(index % 6) + 1}-01`,
      endDate: index % 3 === 0 ? null : "2027-06-30",
      status: PROJECT_STATUSES[index % PROJECT_STATUSES.length],
      description: `${spec.name}承担的${spec.crops}示范项目。`,
    });
  }
  return {
    written: true,
    summary: `${ENTERPRISES.length} enterprises, ${goodsSeq} goods, ${ENTERPRISES.length} bases, ${deviceSeq} devices with 72 h of readings and their plates, ${ENTERPRISES.length} projects`,
  };
}
