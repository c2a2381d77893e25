import { Group, Stack, Text, TextInput } from "@mantine/core";
import { composeGtin13, fitsPrefix, itemReferenceLength } from "@suyuan/contracts/commodity-code/gtin13";
import { useQuery } from "@tanstack/react-query";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { FieldRenderProps } from "../../kit/resource-form.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Ean13Barcode } from "./ean13-barcode.tsx";

/**
 * The item reference input, with what the chosen enterprise's prefix makes of it: the digits it
 * needs, and once they fit, the GTIN-13 and its EAN-13 barcode as the server will compute them.
 */
export function ItemReferenceField(props: FieldRenderProps) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const { label, description, required, value, setValue, onBlur, error, values } = props;
  const enterpriseId =
    typeof values.enterpriseId === "string" && values.enterpriseId ? Number(values.enterpriseId) : null;
  const prefix = useQuery({
    ...trpc.commodityCode.companyPrefix.queryOptions({ enterpriseId: enterpriseId ?? 0 }),
    enabled: enterpriseId !== null,
  });
  const itemReference = typeof value === "string" ? value : "";
  const companyPrefix = prefix.data?.companyPrefix ?? null;

  let below;
  if (enterpriseId === null)
    below = (
      <Text size="xs" c="dimmed">
        {t("commodityCode.chooseEnterprise")}
      </Text>
    );
  else if (prefix.data && companyPrefix === null)
    below = (
      <Text size="xs" c="red">
        {t("commodityCode.noPrefix")}
      </Text>
    );
  else if (companyPrefix !== null)
    below = (
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t("commodityCode.prefixOf", { prefix: companyPrefix, length: itemReferenceLength(companyPrefix) })}
        </Text>
        {fitsPrefix(companyPrefix, itemReference) ? (
          <Group gap="md" align="center" data-testid="commodity-code-preview">
            <Ean13Barcode gtin={composeGtin13(companyPrefix, itemReference)} width={180} />
            <Text ff="monospace" fw={600}>
              {composeGtin13(companyPrefix, itemReference)}
            </Text>
          </Group>
        ) : null}
      </Stack>
    );

  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        description={description}
        withAsterisk={required}
        error={error}
        onBlur={onBlur}
        inputMode="numeric"
        maxLength={5}
        value={itemReference}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      {below}
    </Stack>
  );
}
