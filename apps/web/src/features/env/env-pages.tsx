import { Badge, Button } from "@mantine/core";
import { IconLock, IconLockOpen, IconPlus } from "@tabler/icons-react";
import { envPlateResource } from "@suyuan/contracts/env/env-plate-resource";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { FieldOverrides } from "../../kit/resource-form.tsx";
import type { ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import { ResourceFormModal } from "../../kit/resource-form-modal.tsx";
import { EMPTY } from "../../kit/resource-format.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { NamedRef, ResourceRow } from "../../kit/resource-search.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { ActionLink, BulkButton } from "../../common/row-actions.tsx";
import { HouseSelect } from "../../common/house-select.tsx";

// Devices and plates are kit resources; what their pages add: the enabled state with its
// confirmations (row and bulk), a device's place (base / greenhouse), a greenhouse picked as
// "base / greenhouse", and the plate dialog (the spec has no plate form pages).

type Toggled = "envDevice" | "envPlate";
const TOGGLE_KEYS: Record<Toggled, PermissionKey> = { envDevice: OPERATION_KEYS.envEnable, envPlate: "/envPlate/list" };

const named = (value: unknown) => (value as NamedRef | null | undefined)?.name ?? null;

function UsableBadge({ usable }: { usable: boolean }) {
  const { t } = useI18n();
  return (
    <Badge color={usable ? "green" : "gray"} variant="light">
      {usable ? t("common.enabled") : t("common.disabled")}
    </Badge>
  );
}

/** Enables or disables rows after a confirmation, then refreshes the list. */
function useUsableToggle(which: Toggled) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const procedures = which === "envDevice" ? trpc.envDevice : trpc.envPlate;
  const toggle = useMutation(procedures.updateUsable.mutationOptions());
  return (rows: ResourceRow[], usable: boolean, done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message: t(usable ? "env.enableConfirm" : "env.disableConfirm", { count: rows.length }),
      confirmLabel: usable ? t("common.enable") : t("common.disable"),
      cancelLabel: t("common.cancel"),
      danger: !usable,
      onConfirm: () =>
        toggle.mutate(
          { ids: rows.map((row) => row.id), usable },
          {
            onSuccess: (result) => {
              notifySuccess(t(usable ? "env.enabledDone" : "env.disabledDone", { count: result.count }));
              done?.();
              void queryClient.invalidateQueries({ queryKey: procedures.pathKey() });
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });
}

function UsableAction({ which, row }: { which: Toggled; row: ResourceRow }) {
  const { t } = useI18n();
  const toggle = useUsableToggle(which);
  const usable = row.usable === true;
  return (
    <Permitted perm={TOGGLE_KEYS[which]}>
      <ActionLink
        label={usable ? t("common.disable") : t("common.enable")}
        target={String(row.name)}
        color={usable ? "orange" : undefined}
        onClick={() => toggle([row], !usable)}
      />
    </Permitted>
  );
}

function UsableBulk({ which, rows, clear }: { which: Toggled; rows: ResourceRow[]; clear: () => void }) {
  const { t } = useI18n();
  const toggle = useUsableToggle(which);
  return (
    <Permitted perm={TOGGLE_KEYS[which]}>
      <BulkButton icon={IconLockOpen} onClick={() => toggle(rows, true, clear)}>
        {t("env.bulkEnable")}
      </BulkButton>
      <BulkButton icon={IconLock} color="orange" onClick={() => toggle(rows, false, clear)}>
        {t("env.bulkDisable")}
      </BulkButton>
    </Permitted>
  );
}

function LocationTitle() {
  return useI18n().t("env.location");
}

const usableColumn = {
  Cell: ({ row }: { row: { original: ResourceRow } }) => <UsableBadge usable={row.original.usable === true} />,
};

export const envDeviceListPage: Omit<ResourceListPageProps, "definition"> = {
  title: { zh: "环境设备", en: "Environment devices" },
  columns: {
    house: {
      Header: () => <LocationTitle />,
      Cell: ({ row }) => [named(row.original.base), named(row.original.house)].filter(Boolean).join(" / ") || EMPTY,
    },
    usable: usableColumn,
  },
  rowActions: (row) => <UsableAction which="envDevice" row={row} />,
  bulkActions: (rows, clear) => <UsableBulk which="envDevice" rows={rows} clear={clear} />,
};

/** The greenhouse as "base / greenhouse", of the chosen base when there is one. */
const deviceFields: FieldOverrides = {
  houseId: ({ label, description, required, value, setValue, error, values, names }) => (
    <HouseSelect
      label={label}
      description={description}
      withAsterisk={required}
      value={typeof value === "string" && value !== "" ? value : null}
      onChange={(next) => setValue(next)}
      error={error}
      selectedName={names.houseId?.[0]?.name ?? null}
      baseId={typeof values.baseId === "string" && values.baseId !== "" ? Number(values.baseId) : undefined}
    />
  ),
};

export const envDeviceFormPage: Omit<ResourceFormPageProps, "definition" | "defaults"> = {
  fieldOverrides: deviceFields,
};

function DeviceNames({ row }: { row: ResourceRow }) {
  const devices = (row.devices as NamedRef[] | undefined) ?? [];
  return devices.length ? devices.map((device) => device.name).join("、") : EMPTY;
}

function EditPlate({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Permitted perm={envPlateResource.keys.update}>
      <ActionLink label={t("common.edit")} target={String(row.name)} onClick={() => setOpen(true)} />
      {open ? <ResourceFormModal definition={envPlateResource} row={row} onClose={() => setOpen(false)} /> : null}
    </Permitted>
  );
}

function AddPlate() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Permitted perm={envPlateResource.keys.create}>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
        {t("envPlate.add")}
      </Button>
      {open ? <ResourceFormModal definition={envPlateResource} row={null} onClose={() => setOpen(false)} /> : null}
    </Permitted>
  );
}

export const envPlateListPage: Omit<ResourceListPageProps, "definition"> = {
  title: { zh: "环境监测板", en: "Environment plates" },
  columns: { devices: { Cell: ({ row }) => <DeviceNames row={row.original} /> }, usable: usableColumn },
  rowActions: (row) => (
    <>
      <EditPlate row={row} />
      <UsableAction which="envPlate" row={row} />
    </>
  ),
  bulkActions: (rows, clear) => <UsableBulk which="envPlate" rows={rows} clear={clear} />,
  toolbar: <AddPlate />,
};
