import { Box, List } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BuildingSwitcher } from '../../navigation/BuildingSwitcher';
import { needsBuilding, useAccessSubject } from '../../access';
import { useCurrentArea } from '../../navigation/currentArea';
import { visibleMenu } from '../../navigation/menu';
import { SidebarLink } from './SidebarLink';
import { SidebarSection } from './SidebarSection';

/**
 * The sidebar of the current area (spec §2, §6), rebuilt from the registry whenever the area or the
 * permissions change. Issue 12: a navigation landmark holding a list of links and disclosure sections.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const area = useCurrentArea();
  const subject = useAccessSubject();
  const menu = subject ? visibleMenu(area, subject.adminType, subject.permissions) : [];
  return (
    <Box component="nav" aria-label={translate('app.navigation.sidebar')} data-testid="app-menu" data-area={area}>
      {needsBuilding(area) && <BuildingSwitcher />}
      <List sx={{ py: 0.5 }}>
        {menu.map((node) =>
          node.kind === 'link' ? (
            <SidebarLink key={node.key} to={node.path} text={translate(node.title)} icon={node.icon} />
          ) : (
            <SidebarSection key={node.key} section={node} />
          ),
        )}
      </List>
    </Box>
  );
};
