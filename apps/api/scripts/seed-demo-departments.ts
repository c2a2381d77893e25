import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";
import type { ServiceContext } from "../src/services/service-context.ts";

/** The county's staff departments: two offices at the top, each with sections below. */
const DEPARTMENTS: [name: string, sections: string[]][] = [
  ["县农业农村局", ["办公室", "市场信息科", "农产品质量安全监管科"]],
  ["县融媒体中心", ["新闻采编部", "网络运营部"]],
];

export async function seedDepartmentsDemo(ctx: ServiceContext): Promise<void> {
  for (const [index, [name, sections]] of DEPARTMENTS.entries()) {
    const { id } = await RESOURCE_SERVICES.department.create(ctx, { name, pid: null, priority: index + 1, weights: 1 });
    for (const [sectionIndex, section] of sections.entries())
      await RESOURCE_SERVICES.department.create(ctx, {
        name: section,
        pid: id,
        priority: sectionIndex + 1,
        weights: 1,
      });
  }
}
