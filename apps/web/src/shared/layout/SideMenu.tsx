import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { type RouteEntry, trailFor, visibleEntries } from './routeTable.ts';

type Item = Required<MenuProps>['items'][number];

function toItems(entries: RouteEntry[], base: string): Item[] {
  return entries.map((e) =>
    e.children
      ? { key: e.key ?? e.title, label: e.title, icon: e.icon, children: toItems(e.children, base) }
      : { key: `${base}/${e.path}`, label: e.title, icon: e.icon },
  );
}

interface Props {
  routes: RouteEntry[];
  base: string;
  can: (permission: string | undefined) => boolean;
  defaultOpenKeys?: string[];
}

/** The left menu, built from the area's route table; entries the user may not use are not offered. */
export function SideMenu({ routes, base, can, defaultOpenKeys }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const trail = trailFor(routes, pathname.slice(base.length));
  // The menu entry is the last one with a path: a page below it (project/12) keeps its leaf selected.
  const leaf = trail.findLast((e) => e.path);
  return (
    <Menu
      mode="inline"
      items={toItems(visibleEntries(routes, can), base)}
      selectedKeys={leaf?.path ? [`${base}/${leaf.path}`] : []}
      defaultOpenKeys={defaultOpenKeys}
      onClick={({ key }) => navigate(key)}
      style={{ paddingTop: 8, borderInlineEnd: 'none' }}
      data-testid="menu"
    />
  );
}
