import { Badge, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconArrowLeft, IconSearch, IconUserMinus, IconUserPlus } from "@tabler/icons-react";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { keepPreviousData, useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { FILTER_WIDTH, FilterBar } from "../../common/filter-bar.tsx";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { ActionLink, BulkButton } from "../../common/row-actions.tsx";
import { useServerTable } from "../../common/use-server-table.ts";
import { membersQueryOptions, type MembersSearch } from "./role-members-search.ts";
import { roleQueryOptions } from "./roles-search.ts";

type Member = {
  id: number;
  username: string;
  realName: string | null;
  enabled: boolean;
  enterprise: { id: number; name: string } | null;
};

const route = getRouteApi("/_authed/role/members");

export function RoleMembersPage({ roleId }: { roleId: number }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const role = useSuspenseQuery(roleQueryOptions(trpc, roleId)).data;
  const [username, setUsername] = useState(search.username ?? "");
  const [adding, setAdding] = useState(false);
  const list = useQuery({ ...membersQueryOptions(trpc, roleId, search), placeholderData: keepPreviousData });
  const remove = useMutation(trpc.role.removeMembers.mutationOptions());

  const go = (patch: Partial<MembersSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  // The members come in the server's one order (by username), so the table offers no sorting.
  const table = useServerTable<Member, never>({ tableId: "role-members", list, search, go });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.role.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.user.pathKey() }),
    ]);

  const askRemove = (members: Member[], done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        members.length === 1
          ? t("members.removeConfirm", { name: members[0]!.username })
          : t("members.removeManyConfirm", { count: members.length }),
      confirmLabel: t("members.remove"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { roleId, userIds: members.map((member) => member.id) },
          {
            onSuccess: (result) => {
              notifySuccess(t("members.removed", { count: result.changed }));
              done?.();
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const columns = useMemo<MRT_ColumnDef<Member>[]>(
    () => [
      { accessorKey: "username", header: t("user.username"), enableSorting: false, size: 160 },
      {
        accessorKey: "realName",
        header: t("user.realName"),
        enableSorting: false,
        size: 140,
        Cell: ({ row }) => row.original.realName ?? "—",
      },
      {
        id: "enterprise",
        header: t("user.enterprise"),
        enableSorting: false,
        size: 180,
        Cell: ({ row }) => row.original.enterprise?.name ?? "—",
      },
      {
        id: "enabled",
        header: t("common.status"),
        enableSorting: false,
        size: 100,
        Cell: ({ row }) => (
          <Badge color={row.original.enabled ? "green" : "gray"} variant="light">
            {row.original.enabled ? t("common.enabled") : t("common.disabled")}
          </Badge>
        ),
      },
    ],
    [t],
  );

  return (
    <PageCard
      title={t("members.title", { name: role.name })}
      hint={t("members.hint")}
      testId="role-members-page"
      actions={
        <>
          <Button component={Link} to="/role/list" variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t("members.backToRoles")}
          </Button>
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
            {t("members.add")}
          </Button>
        </>
      }
    >
      <FilterBar
        onSearch={() => go({ page: 1, username: username.trim() || undefined })}
        onReset={() => {
          setUsername("");
          go({ page: 1, username: undefined });
        }}
      >
        <TextInput
          label={t("user.username")}
          w={FILTER_WIDTH}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
      </FilterBar>
      {list.isError ? <QueryLoadError query={list} /> : null}
      <DataTable<Member>
        {...table}
        columns={columns}
        selectable
        toolbar={({ rows, clear }) =>
          rows.length > 0 ? (
            <BulkButton icon={IconUserMinus} color="red" onClick={() => askRemove(rows, clear)}>
              {t("members.bulkRemove")}
            </BulkButton>
          ) : null
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={100}
        rowActions={(member) => (
          <ActionLink
            label={t("members.remove")}
            target={member.username}
            color="red"
            onClick={() => askRemove([member])}
          />
        )}
      />
      <AddMembersModal
        roleId={roleId}
        roleName={role.name}
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={() => void refresh()}
      />
    </PageCard>
  );
}

function AddMembersModal({
  roleId,
  roleName,
  opened,
  onClose,
  onAdded,
}: {
  roleId: number;
  roleName: string;
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const [query, setQuery] = useState("");
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const users = useQuery({
    ...trpc.user.find.queryOptions({
      page: 1,
      pageSize: 20,
      sortBy: "username",
      sortDir: "asc",
      username: debounced || undefined,
    }),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const add = useMutation(trpc.role.addMembers.mutationOptions());

  const close = () => {
    setSelected(new Map());
    setQuery("");
    onClose();
  };

  const toggle = (id: number, name: string) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });

  const submit = () =>
    add.mutate(
      { roleId, userIds: [...selected.keys()] },
      {
        onSuccess: (result) => {
          notifySuccess(t("members.added", { count: result.changed }));
          onAdded();
          close();
        },
        onError: (error) => notifyFailure(error, t),
      },
    );

  const items = users.data?.items ?? [];

  return (
    <Modal opened={opened} onClose={close} title={t("members.addTitle", { name: roleName })} centered size="lg">
      <Stack gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t("members.search")}
          aria-label={t("members.search")}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-autofocus
        />
        {selected.size > 0 ? (
          <Group gap={4}>
            {[...selected].map(([id, name]) => (
              <Badge key={id} variant="light" tt="none">
                {name}
              </Badge>
            ))}
          </Group>
        ) : null}
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap={2} aria-busy={users.isFetching}>
            {items.length === 0 && !users.isFetching ? (
              <Text c="dimmed" size="sm" ta="center" py="lg">
                {t("members.noUsers")}
              </Text>
            ) : null}
            {items.map((user) => {
              const member = user.roles.some((candidate) => candidate.id === roleId);
              return (
                <Group
                  key={user.id}
                  justify="space-between"
                  px="xs"
                  py={6}
                  style={{
                    borderRadius: 6,
                    background: selected.has(user.id) ? "var(--mantine-color-brand-0)" : undefined,
                  }}
                >
                  <Checkbox
                    label={
                      <Text span size="sm">
                        {user.username}
                        {user.realName ? (
                          <Text span c="dimmed" size="sm">
                            {" "}
                            · {user.realName}
                          </Text>
                        ) : null}
                      </Text>
                    }
                    checked={member || selected.has(user.id)}
                    disabled={member}
                    onChange={() => toggle(user.id, user.username)}
                  />
                  {member ? (
                    <Badge size="sm" variant="outline" color="gray">
                      {t("members.alreadyMember")}
                    </Badge>
                  ) : null}
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button disabled={selected.size === 0} loading={add.isPending} onClick={submit}>
            {t("members.addSelected", { count: selected.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
