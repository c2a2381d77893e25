import { DEPARTMENT_KEYS } from "@suyuan/contracts/department/department-keys";
import {
  ZCheckDepartmentNameInput,
  ZCheckDepartmentNameOutput,
  ZDepartmentChildrenInput,
  ZDepartmentChildrenOutput,
  ZDepartmentCountOutput,
  ZDepartmentDetail,
  ZDepartmentMembersInput,
  ZDepartmentMembersOutput,
  ZDepartmentTreeInput,
  ZDepartmentTreeOutput,
  ZPrioritizeDepartmentsInput,
} from "@suyuan/contracts/department/department-operations";
import { departmentResource } from "@suyuan/contracts/department/department-resource";
import { readKeys } from "../../../kit/resource-keys.ts";
import type { ResourceService } from "../../../kit/resource-service.ts";
import {
  blankDepartmentDetail,
  departmentChildren,
  departmentDetail,
  departmentMembers,
  departmentNameFree,
  departmentTree,
  prioritizeDepartments,
} from "../../../services/department/department-tree.ts";
import { permissionProcedure } from "../../init.ts";
import { findProcedure } from "../../resource-router.ts";

/**
 * The departments' procedures beside the kit's: the origin's `department/list` is one level of
 * the tree (the kit's paged list stays the page's, without a legacy path), `department/get` the
 * origin's detail form (the kit's item stays the form's, likewise), the whole tree, the
 * name check, a new order and a department's administrators.
 */
export function departmentProcedures(service: ResourceService) {
  const read = readKeys(departmentResource);
  return {
    find: findProcedure(departmentResource, service, read, { paths: [] }),
    // The kit's item for the page's form; the legacy get answers the origin's detail form.
    get: permissionProcedure(...read)
      .input(departmentResource.schemas.get)
      .output(departmentResource.schemas.item)
      .query(({ ctx, input }) => service.get(ctx, input.id) as never),
    detail: permissionProcedure(...read)
      .meta({ legacy: { paths: ["/department/get"], blank: blankDepartmentDetail } })
      .input(departmentResource.schemas.get)
      .output(ZDepartmentDetail)
      .query(({ input }) => departmentDetail(input.id)),
    children: permissionProcedure(...read)
      .meta({ legacy: { paths: ["/department/list"] } })
      .input(ZDepartmentChildrenInput)
      .output(ZDepartmentChildrenOutput)
      .query(({ input }) => departmentChildren(input.root)),
    tree: permissionProcedure(...read)
      .meta({ legacy: { paths: ["/department/tree"] } })
      .input(ZDepartmentTreeInput)
      .output(ZDepartmentTreeOutput)
      .query(({ input }) => departmentTree(input.root)),
    checkName: permissionProcedure(DEPARTMENT_KEYS.list, DEPARTMENT_KEYS.create, DEPARTMENT_KEYS.update)
      .meta({ legacy: { paths: ["/department/check_name"] } })
      .input(ZCheckDepartmentNameInput)
      .output(ZCheckDepartmentNameOutput)
      .query(({ input }) => departmentNameFree(input)),
    priority: permissionProcedure(DEPARTMENT_KEYS.priority)
      .meta({ legacy: { paths: ["/department/priority"] } })
      .input(ZPrioritizeDepartmentsInput)
      .output(ZDepartmentCountOutput)
      .mutation(({ ctx, input }) => prioritizeDepartments(ctx, input)),
    members: permissionProcedure(DEPARTMENT_KEYS.list)
      .meta({ legacy: { paths: ["/department/member_list"] } })
      .input(ZDepartmentMembersInput)
      .output(ZDepartmentMembersOutput)
      .query(({ ctx, input }) => departmentMembers(ctx, input)),
  };
}
