import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './error-boundary';
import { lazyPage } from './lazy-page';

const Loading = () => <p>Loading the page…</p>;
const Failed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <div role="alert">
    <p>{error instanceof Error ? error.message : 'unknown'}</p>
    <button onClick={onRetry}>Try again</button>
  </div>
);
const HistoryPage = () => <h1>Your history</h1>;

describe('a page loaded on its first visit', () => {
  it('holds its place while the code arrives, then shows the page', async () => {
    const Page = lazyPage(() => Promise.resolve(HistoryPage), { Loading, Failed });
    render(<Page />);
    expect(screen.getByText('Loading the page…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your history' })).toBeInTheDocument();
  });

  it('shows at once, with no loading state, on a later visit', async () => {
    const load = jest.fn(() => Promise.resolve(HistoryPage));
    const Page = lazyPage(load, { Loading, Failed });
    const firstVisit = render(<Page />);
    await screen.findByRole('heading', { name: 'Your history' });
    firstVisit.unmount();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Your history' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows at once when its code was fetched ahead of the visit', () => {
    const Page = lazyPage(() => Promise.resolve(HistoryPage), { Loading, loaded: () => HistoryPage });
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Your history' })).toBeInTheDocument();
  });

  it('says the code did not arrive, and Try again fetches it again', async () => {
    const load = jest
      .fn<Promise<typeof HistoryPage>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValueOnce(HistoryPage);
    const Page = lazyPage(load, { Loading, Failed });
    render(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your history' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without a failure part, throws to the error boundary around it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => Promise.reject(new Error('Loading chunk failed')), { Loading });
    render(
      <ErrorBoundary label="a remote" fallback={(_retry, error) => <p role="alert">{String(error)}</p>}>
        <Page />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk failed');
    jest.restoreAllMocks();
  });
});
