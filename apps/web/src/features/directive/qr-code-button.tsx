import { Button, Center, Image, Loader, Popover, Stack, Text } from "@mantine/core";
import { IconQrcode } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../kit/resource-format.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { fill } from "../site/site-texts.ts";
import { DIRECTIVE_TEXTS as T } from "./directive-texts.ts";

const SIZE = 200;

/**
 * A small "二维码" action: the QR code of a site address (dimensioncode/create) in a popover,
 * made when first opened. For rows that have an address (content items, pages).
 */
export function QrCodeButton({ url }: { url: string }) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const create = useMutation(trpc.directive.createDimensionCode.mutationOptions());
  const label = fill(pick(T.qrCodeOf, locale), { url });

  return (
    <Popover
      width={SIZE + 32}
      position="bottom"
      withArrow
      shadow="md"
      onOpen={() => {
        if (!create.data && !create.isPending) create.mutate({ url, size: SIZE });
      }}
    >
      <Popover.Target>
        <Button variant="subtle" size="compact-sm" leftSection={<IconQrcode size={14} />} aria-label={label}>
          {pick(T.qrCode, locale)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} align="center">
          {create.data ? (
            <Image src={create.data.dataUrl} alt={label} w={SIZE} h={SIZE} />
          ) : create.error ? (
            <Text size="sm" c="red">
              {failureText(toAppFailure(create.error), t)}
            </Text>
          ) : (
            <Center h={SIZE} w={SIZE}>
              <Loader size="sm" aria-label={pick(T.qrLoading, locale)} />
            </Center>
          )}
          <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
            {url}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
