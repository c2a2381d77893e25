import { Button, Group, Stack, Text } from "@mantine/core";
import { personInfoResource } from "@suyuan/contracts/person-info/person-info-resource";
import { IconExchange } from "@tabler/icons-react";
import { useState } from "react";
import { FormSection } from "../../common/form-section.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { EMPTY, rowTitle } from "../../kit/resource-format.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import type { ResourceViewPageProps } from "../../kit/resource-view-page.tsx";
import { Permitted } from "../../permissions/permitted.tsx";
import { PersonStateBadge } from "./person-state-badge.tsx";
import { PersonStateHistory } from "./person-state-history.tsx";
import { PersonStateModal } from "./person-state-modal.tsx";
import { isPovertyState } from "./person-state.ts";

const changeState = personInfoResource.actions!.updateState!;

/** The 变更状态 button and its dialog. */
function ChangeStateButton({ item }: { item: ResourceRow }) {
  const { locale } = useI18n();
  const [opened, setOpened] = useState(false);
  return (
    <Permitted perm={changeState.key}>
      <Button variant="light" leftSection={<IconExchange size={16} />} onClick={() => setOpened(true)}>
        {pick(changeState.label, locale)}
      </Button>
      <PersonStateModal
        opened={opened}
        onClose={() => setOpened(false)}
        person={{
          id: item.id,
          name: rowTitle(personInfoResource, item),
          state: isPovertyState(item.state) ? item.state : null,
        }}
      />
    </Permitted>
  );
}

/** The current state (badge and day) and the 状态变更记录 under a household's details. */
function StatePanels({ item }: { item: ResourceRow }) {
  const { t } = useI18n();
  const changedOn = typeof item.stateChangedAt === "string" && item.stateChangedAt ? item.stateChangedAt : EMPTY;
  return (
    <Stack gap="lg">
      <FormSection title={t("personState.currentState")}>
        <Group gap="xl">
          <PersonStateBadge state={item.state} />
          <Text size="sm" c="dimmed">
            {t("personState.changedOn")}：{changedOn}
          </Text>
        </Group>
      </FormSection>
      <FormSection title={t("personState.history")}>
        <PersonStateHistory personId={item.id} />
      </FormSection>
    </Stack>
  );
}

/** The list's overrides: the state column as a badge. */
export const personInfoListPage: Omit<ResourceListPageProps, "definition"> = {
  columns: { state: { Cell: ({ row }) => <PersonStateBadge state={row.original.state} /> } },
};

/** The view's overrides: 变更状态 beside 编辑, the state and its history under the details. */
export const personInfoViewPage: Omit<ResourceViewPageProps, "definition" | "id"> = {
  actions: (item) => <ChangeStateButton item={item} />,
  children: (item) => <StatePanels item={item} />,
};
