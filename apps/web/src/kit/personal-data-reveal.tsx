import { Button } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { useMutation } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notifyFailure } from "../lib/failure.ts";
import { useTrpc } from "../lib/use-trpc.ts";
import { usePermitted } from "../permissions/use-permitted.ts";
import { resourceProcedures } from "./resource-search.ts";

/**
 * 显示完整: a row's personal data (shown masked) in full, for a holder of the reveal key. Each
 * click asks the server, which writes the operation log; the values stay on this page only.
 */
export function usePersonalDataReveal(
  definition: ResourceDefinition,
  id: number,
): { button: ReactNode; values: Record<string, string | null> } {
  const { t } = useI18n();
  const permitted = usePermitted(OPERATION_KEYS.personalDataReveal);
  const [values, setValues] = useState<Record<string, string | null>>({});
  const reveal = useMutation({
    ...resourceProcedures(useTrpc(), definition.name).reveal.mutationOptions(),
    onSuccess: (full) => setValues(full),
    onError: (error) => void notifyFailure(error, t),
  });
  const shown = Object.keys(values).length > 0;
  const button =
    permitted && definition.masked.length > 0 && !shown ? (
      <Button
        variant="default"
        leftSection={<IconEye size={16} />}
        loading={reveal.isPending}
        onClick={() => reveal.mutate({ id })}
      >
        {t("kit.revealPersonal")}
      </Button>
    ) : null;
  return { button, values };
}
