import { Box, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { memo } from "react";
import { isGroupKey, type TreeChecks, type TreeNode } from "../permissions/permission-tree.ts";

type Props = {
  checks: TreeChecks;
  checked: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  disabled?: boolean;
  locale: "zh" | "en";
};

export function nodeLabel(node: { name: string; nameEn: string }, locale: "zh" | "en"): string {
  return locale === "en" && node.nameEn.trim() !== "" ? node.nameEn : node.name;
}

/**
 * The role editor's checkable permission tree: one card per top-level node, its descendants
 * indented inside. Linkage follows TreeChecks (parent checks all below, partial shows a dash).
 */
export const PermissionCheckTree = memo(function PermissionCheckTree({
  checks,
  checked,
  onChange,
  disabled = false,
  locale,
}: Props) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, xl: 3 }}
      spacing="sm"
      data-testid="permission-tree"
      aria-disabled={disabled || undefined}
    >
      {checks.roots.map((root) => (
        <Paper
          key={root.id}
          withBorder
          radius="md"
          p="sm"
          style={{ borderColor: "var(--mantine-color-gray-2)", opacity: disabled ? 0.6 : 1 }}
        >
          <NodeBox
            node={root}
            checks={checks}
            checked={checked}
            onChange={onChange}
            disabled={disabled}
            locale={locale}
            top
          />
          {root.children.length > 0 ? (
            <Stack gap={6} mt="xs" pt="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-1)" }}>
              {root.children.map((child) => (
                <Branch
                  key={child.id}
                  node={child}
                  checks={checks}
                  checked={checked}
                  onChange={onChange}
                  disabled={disabled}
                  locale={locale}
                />
              ))}
            </Stack>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
});

type BranchProps = Omit<Props, "disabled"> & { node: TreeNode; disabled: boolean };

function Branch(props: BranchProps) {
  const { node } = props;
  return (
    <Box>
      <NodeBox {...props} />
      {node.children.length > 0 ? (
        <Stack gap={6} mt={6} pl={26} style={{ borderLeft: "1px dashed var(--mantine-color-gray-3)", marginLeft: 8 }}>
          {node.children.map((child) => (
            <Branch key={child.id} {...props} node={child} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

function NodeBox({ node, checks, checked, onChange, disabled, locale, top = false }: BranchProps & { top?: boolean }) {
  const state = checks.state(checked, node.id);
  const apiCount = node.apiKeys.length;
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <Checkbox
        size={top ? "sm" : "xs"}
        label={
          <Text span size="sm" fw={top || isGroupKey(node.key) ? 600 : 400}>
            {nodeLabel(node, locale)}
          </Text>
        }
        checked={state === "checked"}
        indeterminate={state === "indeterminate"}
        disabled={disabled}
        onChange={() => onChange(checks.toggle(checked, node.id))}
        data-key={node.key}
      />
      {apiCount > 0 ? (
        <Text size="xs" c="dimmed" title={node.apiKeys.join("\n")}>
          +{apiCount} API
        </Text>
      ) : null}
    </Group>
  );
}
