import { act, render, renderHook, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useSidebarState } from 'react-admin';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { deviceForWidth, MOBILE_BREAKPOINT, useDevice, type Device } from '../../../src/shell/layout/sidebar/useDevice';
import { useResponsiveSidebar } from '../../../src/shell/layout/sidebar/useResponsiveSidebar';

const setBodyWidth = (width: number) => {
  vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width, height: 900 }));
};

const resizeTo = (width: number) =>
  act(() => {
    setBodyWidth(width);
    window.dispatchEvent(new Event('resize'));
  });

afterEach(() => vi.restoreAllMocks());

describe('spec §4/§9: desktop or mobile from the body width (body width - 1 < 992)', () => {
  it.each([
    [800, 'mobile'],
    [991, 'mobile'],
    [992, 'mobile'],
    [993, 'desktop'],
    [1400, 'desktop'],
  ] as const)('spec §9: a body %i px wide is %s', (width, device) => {
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(deviceForWidth(width)).toBe(device);
  });

  it('spec §4: the device mode follows window resizes', () => {
    setBodyWidth(1400);
    const { result } = renderHook(() => useDevice());
    expect(result.current).toBe('desktop');
    resizeTo(700);
    expect(result.current).toBe('mobile');
    resizeTo(1200);
    expect(result.current).toBe('desktop');
  });
});

/** Shows the sidebar state and offers a navigation, with the responsive rule applied. */
const Probe = () => {
  const device: Device = useDevice();
  useResponsiveSidebar(device);
  const [open, setOpen] = useSidebarState();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="state">{`${device}:${open ? 'open' : 'closed'}`}</span>
      <button onClick={() => setOpen(true)}>open</button>
      <button onClick={() => navigate('/elsewhere')}>go</button>
      <button onClick={() => navigate('/other')}>go on</button>
    </>
  );
};

const renderProbe = () =>
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore({ 'sidebar.open': true })}>
        <Probe />
      </AdminContext>
    </MemoryRouter>,
  );

describe('spec §4: the sidebar on small screens', () => {
  it('spec §4: on desktop the sidebar stays open, also across navigation', async () => {
    setBodyWidth(1400);
    renderProbe();
    expect(await screen.findByTestId('state')).toHaveTextContent('desktop:open');
    act(() => screen.getByText('go').click());
    expect(screen.getByTestId('state')).toHaveTextContent('desktop:open');
  });

  it('spec §4: narrowing below 992 px closes the sidebar; widening does not reopen it', async () => {
    setBodyWidth(1400);
    renderProbe();
    resizeTo(800);
    expect(await screen.findByText('mobile:closed')).toBeInTheDocument();
    resizeTo(1400);
    expect(await screen.findByText('desktop:closed')).toBeInTheDocument();
  });

  it('spec §4: on mobile the sidebar starts closed and every navigation closes it again', async () => {
    setBodyWidth(800);
    renderProbe();
    expect(await screen.findByText('mobile:closed')).toBeInTheDocument();
    act(() => screen.getByText('open').click());
    expect(await screen.findByText('mobile:open')).toBeInTheDocument();
    act(() => screen.getByText('go').click());
    expect(await screen.findByText('mobile:closed')).toBeInTheDocument();
  });

  it('spec §4: a sidebar opened while the next page still loads stays open when it arrives; the next navigation closes it', async () => {
    setBodyWidth(800);
    renderProbe();
    expect(await screen.findByText('mobile:closed')).toBeInTheDocument();
    // The browser already shows the address whose (lazy) page has not rendered yet, as after the redirect from `/`.
    window.history.replaceState(null, '', '/elsewhere');
    try {
      act(() => screen.getByText('open').click());
      expect(await screen.findByText('mobile:open')).toBeInTheDocument();
      act(() => screen.getByText('go').click());
      expect(screen.getByTestId('state')).toHaveTextContent('mobile:open');
      act(() => screen.getByText('go on').click());
      expect(await screen.findByText('mobile:closed')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
