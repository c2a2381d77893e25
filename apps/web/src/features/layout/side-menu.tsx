import { Menu, NavLink, ScrollArea, Tooltip, UnstyledButton } from "@mantine/core";
import { IconCircleDot, IconMenu2 } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { asAppPath } from "../../navigation/app-path.ts";
import { menuPathOf, type MenuGroup, type MenuLeaf, type MenuNode } from "../../navigation/menu-tree.ts";
import { GROUP_ICONS, LEAF_ICONS } from "../../navigation/menu-icons.tsx";
import classes from "./side-menu.module.css";

type Props = { collapsed: boolean; menu: MenuNode[] };

function containsPath(node: MenuNode, pathname: string): boolean {
  if (node.kind === "leaf") return pathname === node.path || pathname.startsWith(`${node.path}/`);
  return node.children.some((child) => containsPath(child, pathname));
}

export function SideMenu({ collapsed, menu }: Props) {
  const { t } = useI18n();
  // A form or view page lights up the list it belongs to.
  const pathname = useRouterState({
    select: (state) => menuPathOf(state.location.pathname, "id" in (state.location.search as object)),
  });

  return (
    // The surrounding AppShell.Navbar is the <nav> landmark; this is its content.
    <div className={classes.nav}>
      <div className={`${classes.title} ${collapsed ? classes.titleCollapsed : ""}`} title={t("layout.menuTitle")}>
        <IconMenu2 size={16} aria-hidden />
        {collapsed ? null : <span>{t("layout.menuTitle")}</span>}
      </div>
      <ScrollArea style={{ flex: 1 }} scrollbarSize={6} type="hover">
        {menu.length === 0 && !collapsed ? <div className={classes.empty}>{t("layout.menuEmpty")}</div> : null}
        {menu.map((node) =>
          collapsed ? (
            <CollapsedNode key={node.kind === "leaf" ? node.path : node.id} node={node} pathname={pathname} />
          ) : (
            <ExpandedNode key={node.kind === "leaf" ? node.path : node.id} node={node} pathname={pathname} />
          ),
        )}
      </ScrollArea>
    </div>
  );
}

function useLabel() {
  const { locale } = useI18n();
  return (node: { zh: string; en: string }) => (locale === "en" ? node.en : node.zh);
}

function ExpandedNode({ node, pathname }: { node: MenuNode; pathname: string }) {
  const label = useLabel();
  if (node.kind === "leaf") {
    const Icon = LEAF_ICONS[node.path] ?? IconCircleDot;
    return (
      <NavLink
        component={Link}
        to={asAppPath(node.path)}
        label={label(node)}
        leftSection={<Icon size={18} stroke={1.6} />}
        active={containsPath(node, pathname)}
        className={classes.link}
      />
    );
  }
  const Icon = GROUP_ICONS[node.icon];
  return (
    <NavLink
      label={label(node)}
      leftSection={<Icon size={18} stroke={1.6} />}
      defaultOpened={containsPath(node, pathname)}
      className={classes.link}
      childrenOffset={0}
    >
      {node.children.map((child) =>
        child.kind === "leaf" ? (
          <NavLink
            key={child.path}
            component={Link}
            to={asAppPath(child.path)}
            label={label(child)}
            active={containsPath(child, pathname)}
            className={classes.child}
          />
        ) : (
          <ExpandedNode key={child.id} node={child} pathname={pathname} />
        ),
      )}
    </NavLink>
  );
}

function CollapsedNode({ node, pathname }: { node: MenuNode; pathname: string }) {
  const label = useLabel();
  const active = containsPath(node, pathname);
  if (node.kind === "leaf") {
    const Icon = LEAF_ICONS[node.path] ?? IconCircleDot;
    return (
      <Tooltip label={label(node)} position="right" withArrow>
        <UnstyledButton
          component={Link}
          to={asAppPath(node.path)}
          className={classes.iconButton}
          aria-label={label(node)}
          data-active={active || undefined}
        >
          <Icon size={20} stroke={1.6} />
        </UnstyledButton>
      </Tooltip>
    );
  }
  return <CollapsedGroup group={node} active={active} />;
}

function CollapsedGroup({ group, active }: { group: MenuGroup; active: boolean }) {
  const label = useLabel();
  const Icon = GROUP_ICONS[group.icon];
  const leaves = group.children.filter((child): child is MenuLeaf => child.kind === "leaf");
  return (
    <Menu trigger="click-hover" position="right-start" offset={4} withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.iconButton} aria-label={label(group)} data-active={active || undefined}>
          <Icon size={20} stroke={1.6} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label(group)}</Menu.Label>
        {leaves.map((leaf) => (
          <Menu.Item key={leaf.path} component={Link} to={asAppPath(leaf.path)}>
            {label(leaf)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
