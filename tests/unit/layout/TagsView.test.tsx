import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { render } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { CONTEXT_MENU_WIDTH, menuPosition } from '../../../src/shell/layout/tags/TagContextMenu';
import { TagsProvider } from '../../../src/shell/layout/tags/TagsContext';
import { TagsView } from '../../../src/shell/layout/tags/TagsView';
import { LocationProbe } from '../render';

const renderTags = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('zh')}>
        <TagsProvider>
          <TagsView />
          <Link to="/building?page=2">to buildings</Link>
          <LocationProbe />
        </TagsProvider>
      </AdminContext>
    </MemoryRouter>,
  );

const tagPaths = () => screen.getAllByTestId('tag').map((tag) => tag.getAttribute('data-path'));
const tagOf = (path: string) => screen.getAllByTestId('tag').find((tag) => tag.getAttribute('data-path') === path) as HTMLElement;

afterEach(() => window.sessionStorage.clear());

describe('spec §9: the tab context menu position', () => {
  it('spec §9: the menu is 105 px wide and opens 15 px right of the pointer', () => {
    expect(CONTEXT_MENU_WIDTH).toBe(105);
    expect(menuPosition(300, 70, { left: 200, top: 50, width: 1000 })).toEqual({ left: 115, top: 20 });
  });

  it('spec §9: near the right edge it is pulled back inside the bar', () => {
    expect(menuPosition(1190, 70, { left: 200, top: 50, width: 1000 })).toEqual({ left: 1000 - 105, top: 20 });
  });
});

describe('spec §2: the tags view strip', () => {
  it('spec §2: the pinned landing tag has no close button; a visited page gets a closable, active tag', async () => {
    renderTags('/application');
    await waitFor(() => expect(tagPaths()).toEqual(['/building/building-view', '/application']));
    expect(within(tagOf('/building/building-view')).queryByTestId('tag-close')).not.toBeInTheDocument();
    expect(tagOf('/application')).toHaveAttribute('data-active', 'true');
    expect(within(tagOf('/application')).getByTestId('tag-close')).toBeInTheDocument();
  });

  it('spec §2: a section’s own path (it only opens its first page) and an unknown path get no tag', async () => {
    for (const path of ['/statistics/terminal', '/statistics/location', '/no-such-page']) {
      const { unmount } = renderTags(path);
      await userEvent.click(screen.getByText('to buildings'));
      await waitFor(() => expect(tagPaths()).toContain('/building'));
      expect(tagPaths()).not.toContain(path);
      unmount();
      window.sessionStorage.clear();
    }
  });

  it('spec §2: a tag links to its full path, query included', async () => {
    renderTags('/application');
    await userEvent.click(screen.getByText('to buildings'));
    await waitFor(() => expect(within(tagOf('/building')).getByRole('link')).toHaveAttribute('href', '/building?page=2'));
  });

  it('spec §2: right-click offers 刷新 关闭 关闭其他 关闭所有; 关闭其他 keeps the pinned tag and the clicked one', async () => {
    renderTags('/application');
    await userEvent.click(screen.getByText('to buildings'));
    await waitFor(() => expect(tagPaths()).toHaveLength(3));
    fireEvent.contextMenu(tagOf('/application'));
    const menu = await screen.findByTestId('tag-context-menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
    await userEvent.click(within(menu).getByText('关闭其他'));
    await waitFor(() => expect(tagPaths()).toEqual(['/building/building-view', '/application']));
    expect(screen.getByTestId('location')).toHaveTextContent('/application');
  });

  it('spec §2: the pinned tag’s menu has no 关闭', async () => {
    renderTags('/application');
    fireEvent.contextMenu(await waitFor(() => tagOf('/building/building-view')));
    const menu = await screen.findByTestId('tag-context-menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['刷新', '关闭其他', '关闭所有']);
  });

  it('spec §2: a middle click closes a tag; closing the active tag goes to the rightmost remaining one', async () => {
    renderTags('/application');
    await userEvent.click(screen.getByText('to buildings'));
    await waitFor(() => expect(tagPaths()).toHaveLength(3));
    fireEvent(tagOf('/building'), new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    await waitFor(() => expect(tagPaths()).toEqual(['/building/building-view', '/application']));
    expect(screen.getByTestId('location')).toHaveTextContent('/application');
  });

  it('issue 12: the strip is a navigation list; a tag’s close button is a real button beside its link, reached by Tab and pressed with Enter', async () => {
    renderTags('/application');
    await userEvent.click(screen.getByText('to buildings'));
    await waitFor(() => expect(tagPaths()).toHaveLength(3));
    const strip = screen.getByRole('navigation', { name: '已访问页面' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(3);
    const link = within(tagOf('/application')).getByRole('link');
    const close = within(tagOf('/application')).getByRole('button', { name: /^关闭/ });
    expect(link).not.toContainElement(close);
    link.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tagPaths()).toEqual(['/building/building-view', '/building']));
  });
});
