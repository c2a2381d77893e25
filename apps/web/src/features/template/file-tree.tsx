import { NavLink, Text } from "@mantine/core";
import type { TTemplateTreeNode } from "@suyuan/contracts/template/template-files";
import { IconFile, IconFolder, IconPhoto } from "@tabler/icons-react";

const IMAGE = /\.(png|jpe?g|gif|webp|ico|svg)$/i;

/** The solution's folders and files; a click selects (folders open and close too). */
export function FileTree({
  nodes,
  selected,
  onSelect,
  emptyText,
}: {
  nodes: TTemplateTreeNode[];
  selected: string | null;
  onSelect: (node: TTemplateTreeNode) => void;
  emptyText: string;
}) {
  if (nodes.length === 0)
    return (
      <Text c="dimmed" size="sm" p="sm">
        {emptyText}
      </Text>
    );
  return (
    <div role="tree">
      {nodes.map((node) => (
        <TreeNode key={node.path} node={node} selected={selected} onSelect={onSelect} />
      ))}
    </div>
  );
}

function TreeNode({
  node,
  selected,
  onSelect,
}: {
  node: TTemplateTreeNode;
  selected: string | null;
  onSelect: (node: TTemplateTreeNode) => void;
}) {
  const Icon = node.isDir ? IconFolder : IMAGE.test(node.name) ? IconPhoto : IconFile;
  return (
    <NavLink
      role="treeitem"
      label={node.name}
      leftSection={<Icon size={16} />}
      active={selected === node.path}
      onClick={() => onSelect(node)}
      defaultOpened={node.isDir && selected?.startsWith(`${node.path}/`)}
      childrenOffset={14}
      py={4}
    >
      {node.children?.map((child) => (
        <TreeNode key={child.path} node={child} selected={selected} onSelect={onSelect} />
      ))}
    </NavLink>
  );
}
