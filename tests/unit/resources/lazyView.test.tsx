import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyView } from '../../../src/resources/lazyView';
import { preloadPageAt } from '../../../src/shell/navigation/preloadPage';
import { resources } from '../../../src/resources';

// Issue 19: a page fetched ahead renders at once when it mounts (no Suspense fallback, which React keeps for at
// least 300 ms once shown); the console fetches the page at its address while the session starts.
const Hello = ({ who }: { who: string }) => <p>hello {who}</p>;

const mount = (View: React.ComponentType<{ who: string }>) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <View who="admin" />
    </Suspense>,
  );

describe('issue 19: lazyView', () => {
  it('a view preloaded before it mounts renders at once, without the fallback', async () => {
    const View = lazyView(async () => ({ Hello }), 'Hello');
    await View.preload();
    mount(View);
    expect(screen.getByText('hello admin')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a view not preloaded shows the fallback, then itself; its chunk is fetched once', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const View = lazyView(load, 'Hello');
    mount(View);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello admin')).toBeInTheDocument();
    await View.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is tried again when the view mounts', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Hello });
    const View = lazyView<'Hello', { who: string }>(load, 'Hello');
    await expect(View.preload()).rejects.toThrow('offline');
    await act(async () => {
      mount(View);
    });
    expect(await screen.findByText('hello admin')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('issue 19: preloadPageAt', () => {
  const building = resources.find((resource) => resource.name === 'building')!;
  afterEach(() => vi.restoreAllMocks());
  const preloadOf = (view: unknown) => vi.spyOn(view as { preload: () => Promise<unknown> }, 'preload').mockResolvedValue(undefined);

  it('fetches the custom page or the resource view at the address, and nothing for an unknown one', () => {
    const buildingView = preloadOf(building.pages.find((page) => page.name === 'building-view')!.element!.type);
    const buildingList = preloadOf(building.list);
    preloadPageAt('/nowhere');
    expect(buildingView).not.toHaveBeenCalled();
    preloadPageAt('/building/building-view');
    expect(buildingView).toHaveBeenCalledTimes(1);
    expect(buildingList).not.toHaveBeenCalled();
    preloadPageAt('/building');
    expect(buildingList).toHaveBeenCalledTimes(1);
  });

  it('finds a page kept in its own Suspense (the statistics pages)', () => {
    const tendency = resources.flatMap((resource) => resource.pages).find((page) => page.name === 'user-tendency')!;
    const child = (tendency.element!.props as { children: React.ReactElement }).children;
    const spy = preloadOf(child.type);
    preloadPageAt('/statistics/application/user-tendency');
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
