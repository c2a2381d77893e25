import {
  CMS_EDITOR_PERMS,
  CMS_REVIEWER_PERMS,
  COUNTY_STAFF_PERMS,
  ENTERPRISE_MEMBER_PERMS,
  PLATFORM_ADMIN_PERMS,
  SEEDED_ROLE_KEYS,
  STATION_OPERATOR_PERMS,
} from "@suyuan/contracts/permissions/seeded-roles";
import { lockForTransaction } from "@suyuan/db/advisory-lock";
import { prisma, type TransactionClient } from "@suyuan/db/client";
import type { AppConfig } from "../../env.ts";
import { generatePassword, randomAlphanumeric } from "../../lib/random.ts";
import { hashPassword } from "../auth/password-hash.ts";
import { ensureCmsDefaults } from "../cms/model/cms-defaults.ts";
import { syncPermissionTree } from "../permission/permission-tree.ts";

export const MASTER_SITE_NAME = "溯源管理平台";

/** `name`, or the first of "name (2)", "name (3)", … no role bears yet. */
async function freeRoleName(tx: TransactionClient, name: string): Promise<string> {
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? name : `${name} (${suffix})`;
    if (!(await tx.role.findUnique({ where: { name: candidate }, select: { id: true } }))) return candidate;
  }
}

/** What first start created; generated secrets are here so the caller can print them once. */
export type FirstStartReport = {
  admin?: { username: string; generatedPassword?: string };
  apiAccount?: { appId: string; generated?: { appKey: string; aesKey: string; ivKey: string } };
};

/**
 * Creates the master site, seeded roles, the super-admin and the default API account when they do
 * not exist, and adds new registry routes to the permission tree. Never changes what exists, so later starts with other settings overwrite nothing.
 * Serialised by an advisory lock: several processes may start at once.
 */
export async function ensureFirstStartData(config: AppConfig): Promise<FirstStartReport> {
  const adminPassword = config.admin.password ?? generatePassword();
  const adminHash = await hashPassword(adminPassword);

  return prisma.$transaction(
    async (tx) => {
      await lockForTransaction(tx, "suyuan:first-start");
      const report: FirstStartReport = {};

      const superAdmin =
        (await tx.role.findUnique({ where: { key: SEEDED_ROLE_KEYS.superAdmin } })) ??
        (await tx.role.create({
          data: {
            key: SEEDED_ROLE_KEYS.superAdmin,
            name: "超级管理员",
            priority: 0,
            allPerms: true,
            description: "拥有全部权限",
          },
        }));
      const seeded = [
        {
          key: SEEDED_ROLE_KEYS.platformAdmin,
          name: "平台管理员",
          priority: 10,
          perms: PLATFORM_ADMIN_PERMS,
          description: "管理全部业务与用户，不含角色与权限定义",
        },
        {
          key: SEEDED_ROLE_KEYS.enterpriseMember,
          name: "企业会员",
          priority: 50,
          perms: ENTERPRISE_MEMBER_PERMS,
          description: "自助注册的企业用户：维护本企业的商品、生产与追溯数据",
        },
        {
          key: SEEDED_ROLE_KEYS.stationOperator,
          name: "村站操作员",
          priority: 60,
          perms: STATION_OPERATOR_PERMS,
          description: "维护乡镇村站、工作平台与电商、帮扶信息",
        },
        {
          key: SEEDED_ROLE_KEYS.countyStaff,
          name: "县级管理员",
          priority: 20,
          perms: COUNTY_STAFF_PERMS,
          description: "县级管理人员：查看全部站点的工作平台数据，管理站点、企业编码与商品编码",
        },
        {
          key: SEEDED_ROLE_KEYS.cmsEditor,
          name: "编辑",
          priority: 70,
          perms: CMS_EDITOR_PERMS,
          description: "撰写内容并提交审核",
        },
        {
          key: SEEDED_ROLE_KEYS.cmsReviewer,
          name: "审核员",
          priority: 80,
          perms: CMS_REVIEWER_PERMS,
          description: "按工作流审核内容：通过或退回",
        },
      ];
      for (const role of seeded) {
        const existing = await tx.role.findUnique({ where: { key: role.key } });
        if (!existing) {
          // A role made in the UI may already bear the name (roles added by a later release, such
          // as 编辑): the seeded one then takes "name (2)", as the unique-rules migration does.
          const name = await freeRoleName(tx, role.name);
          await tx.role.create({ data: { ...role, name, perms: [...role.perms], offeredPerms: [...role.perms] } });
          continue;
        }
        // Keys this release brings to the role that no earlier release offered (new pages).
        const offered = new Set(existing.offeredPerms);
        const added = role.perms.filter((key) => !offered.has(key));
        if (added.length > 0) {
          await tx.role.update({
            where: { id: existing.id },
            data: {
              perms: [...new Set([...existing.perms, ...added])],
              offeredPerms: [...existing.offeredPerms, ...added],
            },
          });
        }
      }
      await syncPermissionTree(tx);
      await ensureCmsDefaults(tx);

      const master =
        (await tx.site.findFirst({ where: { isMaster: true } })) ??
        (await tx.site.create({ data: { name: MASTER_SITE_NAME, isMaster: true } }));

      const hasSuperAdmin = await tx.userRole.findFirst({ where: { roleId: superAdmin.id } });
      const nameTaken = await tx.user.findUnique({ where: { username: config.admin.username } });
      if (!hasSuperAdmin && !nameTaken) {
        await tx.user.create({
          data: {
            username: config.admin.username,
            realName: "系统管理员",
            passwordHash: adminHash,
            roles: { create: { roleId: superAdmin.id } },
            sites: { create: { siteId: master.id } },
          },
        });
        report.admin = {
          username: config.admin.username,
          ...(config.admin.password ? {} : { generatedPassword: adminPassword }),
        };
      }

      if ((await tx.apiAccount.count()) === 0) {
        const given = config.legacyAccount;
        const account = {
          appId: given.appId ?? randomAlphanumeric(16),
          appKey: given.appKey ?? randomAlphanumeric(32),
          aesKey: given.aesKey ?? randomAlphanumeric(16),
          ivKey: given.ivKey ?? randomAlphanumeric(16),
        };
        await tx.apiAccount.create({ data: { ...account, isDefault: true } });
        const generatedAny = !given.appKey || !given.aesKey || !given.ivKey;
        report.apiAccount = {
          appId: account.appId,
          ...(generatedAny
            ? { generated: { appKey: account.appKey, aesKey: account.aesKey, ivKey: account.ivKey } }
            : {}),
        };
      }
      return report;
      // Several processes may queue on the lock, and a busy machine is slow: Prisma's 5 s default
      // would abort a start that is merely waiting its turn.
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
}
