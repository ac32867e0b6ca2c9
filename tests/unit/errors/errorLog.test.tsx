import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from '../../../src/errors/ErrorBoundary';
import { addError, clearErrors, getErrors, MAX_ERRORS, subscribeErrors } from '../../../src/errors/errorLog';
import { installGlobalErrorHandlers } from '../../../src/errors/globalHandlers';

afterEach(() => clearErrors());

const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

const Boom = (): never => {
  throw new Error('render exploded');
};

describe('spec §3: the error log list', () => {
  it('spec §3: an entry keeps the message, stack, page URL and time', () => {
    const error = new Error('kaput');
    addError(error, 'http://localhost/building');
    const [entry] = getErrors();
    expect(entry).toMatchObject({ message: 'kaput', stack: error.stack, url: 'http://localhost/building' });
    expect(Number.isNaN(Date.parse(entry.time))).toBe(false);
  });

  it('spec §3: non-Error values are logged by their text', () => {
    addError('plain text');
    addError({ code: 7 });
    expect(getErrors().map((entry) => entry.message)).toEqual(['plain text', '{"code":7}']);
  });

  it('spec §3: subscribers hear additions and clearing; clearing empties the list', () => {
    const heard = vi.fn();
    const stop = subscribeErrors(heard);
    addError(new Error('a'));
    clearErrors();
    stop();
    addError(new Error('b'));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(getErrors()).toHaveLength(1);
  });

  it('spec §3: the log keeps the newest entries only', () => {
    for (let i = 0; i < MAX_ERRORS + 5; i += 1) addError(new Error(`e${i}`));
    expect(getErrors()).toHaveLength(MAX_ERRORS);
    expect(getErrors().at(-1)?.message).toBe(`e${MAX_ERRORS + 4}`);
  });

  it('spec §3: window.onerror and unhandled rejections go to the log', () => {
    const uninstall = installGlobalErrorHandlers();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('from onerror'), message: 'from onerror' }));
    window.dispatchEvent(rejection(new Error('from a promise')));
    uninstall();
    window.dispatchEvent(rejection(new Error('after uninstall')));
    expect(getErrors().map((entry) => entry.message)).toEqual(['from onerror', 'from a promise']);
  });
});

describe('spec §3: the error boundary around the page content', () => {
  it('spec §3: a render error is logged and the fallback shown instead of a blank page; retry renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = () => {
      const [broken, setBroken] = useState(true);
      return (
        <ErrorBoundary
          fallback={(error, reset) => (
            <button
              onClick={() => {
                setBroken(false);
                reset();
              }}
            >{`failed: ${error.message}`}</button>
          )}
        >
          {broken ? <Boom /> : <p>fine now</p>}
        </ErrorBoundary>
      );
    };
    render(<Page />);
    expect(screen.getByRole('button')).toHaveTextContent('failed: render exploded');
    expect(getErrors().map((entry) => entry.message)).toEqual(['render exploded']);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByText('fine now')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('spec §3: a new reset key (another page) clears the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = () => <p>failed</p>;
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={fallback}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed')).toBeInTheDocument();
    act(() =>
      rerender(
        <ErrorBoundary resetKey="/b" fallback={fallback}>
          <p>other page</p>
        </ErrorBoundary>,
      ),
    );
    expect(screen.getByText('other page')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
