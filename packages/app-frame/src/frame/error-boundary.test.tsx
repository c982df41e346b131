import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './error-boundary';

let broken = true;

function Fragile() {
  if (broken) throw new Error('broken on purpose');
  return <p>Working again</p>;
}

function renderBoundary(resetKeys: readonly unknown[] = []) {
  return (
    <ErrorBoundary
      label="a test area"
      resetKeys={resetKeys}
      fallback={(retry, error) => (
        <div role="alert">
          <p>{error instanceof Error ? error.message : 'unknown'}</p>
          <button onClick={retry}>Try again</button>
        </div>
      )}
    >
      <Fragile />
    </ErrorBoundary>
  );
}

describe('an error boundary', () => {
  beforeEach(() => {
    broken = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback with the error instead of what threw, and says what failed in the console', () => {
    render(renderBoundary());
    expect(screen.getByRole('alert')).toHaveTextContent('broken on purpose');
    expect(console.error).toHaveBeenCalledWith(
      '[steady] a test area failed while rendering',
      expect.objectContaining({ message: 'broken on purpose' }),
    );
  });

  it('renders the children again on retry', async () => {
    render(renderBoundary());
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Working again')).toBeInTheDocument();
  });

  it('clears a failure when a reset key changes', () => {
    const { rerender } = render(renderBoundary(['/first']));
    broken = false;
    rerender(renderBoundary(['/first']));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(renderBoundary(['/second']));
    expect(screen.getByText('Working again')).toBeInTheDocument();
  });
});
