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

type Region = [province: string, city: string, county: string];

const ENTERPRISES: {
  name: string;
  type: "production" | "cooperative" | "processing";
  region: Region;
  address: string;
  person: string;
  crops: string;
  goods: [string, string, string][];
}[] = [
  {
    name: "安吉白茶专业合作社",
    type: "cooperative",
    region: ["330000", "330500", "330523"],
    address: "溪龙乡黄杜村",
    person: "盛阿林",
    crops: "白茶",
    goods: [
      ["安吉白茶·明前特级", "茶叶", "250g/罐"],
      ["安吉白茶·雨前一级", "茶叶", "500g/袋"],
    ],
  },
  {
    name: "寿光市绿野蔬菜产业有限公司",
    type: "production",
    region: ["370000", "370700", "370783"],
    address: "孙家集街道三元朱村",
    person: "王乐义",
    crops: "番茄、黄瓜",
    goods: [
      ["寿光樱桃番茄", "茄果类", "1kg/箱"],
      ["寿光水果黄瓜", "瓜类", "2kg/箱"],
      ["有机菠菜", "叶菜类", "500g/袋"],
    ],
  },
  {
    name: "五常市稻花香米业有限公司",
    type: "processing",
    region: ["230000", "230100", "230184"],
    address: "龙凤山镇",
    person: "刘振东",
    crops: "水稻",
    goods: [["五常稻花香大米", "大米", "5kg/袋"]],
  },
  {
    name: "寻乌县赣南脐橙合作社",
    type: "cooperative",
    region: ["360000", "360700", "360734"],
    address: "澄江镇",
    person: "钟国华",
    crops: "脐橙",
    goods: [["赣南脐橙·精选果", "柑橘", "5kg/箱"]],
  },
  {
    name: "栖霞市红富士苹果种植基地",
    type: "production",
    region: ["370000", "370600", "370686"],
    address: "松山街道",
    person: "林海涛",
    crops: "苹果",
    goods: [["栖霞红富士苹果", "苹果", "10kg/箱"]],
  },
  {
    name: "普洱思茅古树茶业有限公司",
    type: "processing",
    region: ["530000", "530800", "530802"],
    address: "倚象镇",
    person: "李春生",
    crops: "普洱茶",
    goods: [["普洱古树生茶饼", "茶叶", "357g/饼"]],
  },
  {
    name: "阿克苏冰糖心苹果合作社",
    type: "cooperative",
    region: ["650000", "652900", "652901"],
    address: "红旗坡农场",
    person: "买买提·艾力",
    crops: "苹果",
    goods: [["阿克苏冰糖心苹果", "苹果", "8kg/箱"]],
  },
  {
    name: "中宁县枸杞产业有限公司",
    type: "production",
    region: ["640000", "640500", "640521"],
    address: "舟塔乡",
    person: "张建国",
    crops: "枸杞",
    goods: [["中宁头茬枸杞", "枸杞", "250g/袋"]],
  },
];

const CLASSES: [string, string[]][] = [
  ["蔬菜", ["叶菜类", "茄果类", "瓜类"]],
  ["水果", ["苹果", "柑橘"]],
  ["粮油", ["大米"]],
  ["茶叶", []],
  ["特产", ["枸杞"]],
];

function creditCode(seq: number): string {
  const body = `93330100MA${String(seq).padStart(7, "0")}`;
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
  for (const [index, spec] of ENTERPRISES.entries()) {
    const [provinceCode, cityCode, countyCode] = spec.region;
    const { id: enterpriseId } = await RESOURCE_SERVICES.enterprise.create(ctx, {
      name: spec.name,
      creditCode: creditCode(index + 1),
      legalPerson: spec.person,
      contactPerson: spec.person,
      phone: `1390000${String(1000 + index)}`,
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
      await RESOURCE_SERVICES.goods.create(ctx, {
        name,
        classId: classIds.get(className) ?? 0,
        enterpriseId,
        specification,
        unit: specification.split("/")[1] ?? "件",
        shelfLifeDays: className === "茶叶" || className === "大米" ? 540 : 30,
        originProvince: provinceCode,
        originCity: cityCode,
        originCounty: countyCode,
        brand: spec.name.slice(0, 4),
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
      phone: `1390000${String(1000 + index)}`,
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
