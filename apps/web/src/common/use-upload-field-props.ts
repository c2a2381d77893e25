import type { UploadFieldLabels } from "@suyuan/ui/upload-field";
import { useMemo } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { LOCAL_KEYS, readLocal } from "../lib/local-keys.ts";

/**
 * The app's texts and request headers for the shared UploadField (packages/ui): the current site
 * and language go with each upload, as with every tRPC call.
 */
export function useUploadFieldProps(choose: string): { labels: UploadFieldLabels; headers: Record<string, string> } {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const headers: Record<string, string> = { "accept-language": locale };
    const siteId = readLocal(LOCAL_KEYS.siteId);
    if (siteId) headers["x-suyuan-site"] = siteId;
    return {
      labels: {
        choose,
        success: t("upload.success"),
        failure: t("upload.failure"),
        remove: t("common.delete"),
        network: t("error.network"),
        tooLarge: t("upload.tooLarge"),
      },
      headers,
    };
  }, [t, locale, choose]);
}
