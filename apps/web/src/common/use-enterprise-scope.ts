import { useMe } from "../lib/use-me.ts";

/**
 * As the server scopes data (services/access/enterprise-scope.ts): members of an enterprise see
 * only its data unless they hold every permission; platform staff see all and choose an enterprise.
 */
export function useEnterpriseScope(): { staff: boolean; ownEnterpriseId: number | null } {
  const me = useMe();
  const staff = me.perms === "*" || me.enterpriseId === null;
  return { staff, ownEnterpriseId: staff ? null : me.enterpriseId };
}
