import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { HeaderLoading } from '../../../src/layout/header/HeaderLoading';
import { renderAt } from '../render';

/** A request that never ends, so react-admin's loading indicator stays on. */
const Pending = () => {
  useQuery({ queryKey: ['pending'], queryFn: () => new Promise<never>(() => undefined) });
  return <HeaderLoading />;
};

describe('spec §1 top bar: the loading indicator', () => {
  it('issue 12 (axe aria-progressbar-name): the spinner shown while a request is in flight is named in the console’s language', async () => {
    renderAt(<Pending />);
    expect(await screen.findByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  });

  it('in English too', async () => {
    renderAt(<Pending />, { locale: 'en' });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
