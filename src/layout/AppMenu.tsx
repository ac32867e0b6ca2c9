import { Menu, useTranslate } from 'react-admin';
import { BuildingSwitcher } from '../navigation/BuildingSwitcher';
import { needsBuilding } from '../navigation/areaRules';
import { useCurrentArea } from '../navigation/currentArea';
import { visibleMenu } from '../navigation/menu';
import { MenuSectionItem } from '../navigation/MenuSectionItem';
import { useAccessSubject } from '../navigation/useAccessSubject';

/** The sidebar of the current area (spec §2, §6), rebuilt from the registry whenever the area or the permissions change. */
export const AppMenu = () => {
  const translate = useTranslate();
  const area = useCurrentArea();
  const subject = useAccessSubject();
  const menu = subject ? visibleMenu(area, subject.adminType, subject.permissions) : [];
  return (
    <Menu data-testid="app-menu" data-area={area}>
      {needsBuilding(area) && <BuildingSwitcher />}
      {menu.map((node) =>
        node.kind === 'link' ? (
          <Menu.Item key={node.key} to={node.path} primaryText={translate(node.title)} leftIcon={<node.icon />} />
        ) : (
          <MenuSectionItem key={node.key} section={node} />
        ),
      )}
    </Menu>
  );
};
