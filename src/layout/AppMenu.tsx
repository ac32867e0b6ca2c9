import AppsIcon from '@mui/icons-material/Apps';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import { Menu, useTranslate } from 'react-admin';
import { resources } from '../resources';

/** The sidebar: application selection, each declared resource's pages, then the resource lists canAccess allows. */
export const AppMenu = () => {
  const translate = useTranslate();
  const pages = resources.flatMap((resource) =>
    (resource.pages ?? []).filter((page) => !page.hidden).map((page) => ({ resource, page })),
  );
  return (
    <Menu>
      <Menu.Item to="/application" primaryText={translate('app.menu.application')} leftIcon={<AppsIcon />} />
      {pages.map(({ resource, page }) => (
        <Menu.Item
          key={`${resource.name}/${page.path}`}
          to={`/${resource.name}/${page.path}`}
          primaryText={translate(page.title)}
          leftIcon={<ViewInArOutlinedIcon />}
        />
      ))}
      {resources
        .filter((resource) => resource.list && resource.menu !== false)
        .map((resource) => (
          <Menu.ResourceItem key={resource.name} name={resource.name} />
        ))}
    </Menu>
  );
};
