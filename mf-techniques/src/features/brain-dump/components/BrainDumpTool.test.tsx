import { fireEvent, screen } from '@testing-library/react';
import { recordTechniqueCompletion } from '@steady/user-state';
import { advanceTime, flushPromises, renderWithProviders } from '../../../shared/testing/render-tool';
import { fakeTimersAndCompletion } from '../../../shared/testing/completion-recording';
import { BrainDumpTool } from './BrainDumpTool';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));
const recordCompletion = jest.mocked(recordTechniqueCompletion);

fakeTimersAndCompletion(recordCompletion, 15);
beforeEach(() => {
  window.localStorage.clear();
});

const secret = 'call the dentist, worried about Friday';

describe('brain dump tool', () => {
  it('changes captions at 150 s and 210 s, highlights the last 30 s, then shreds the text after 2 s', async () => {
    renderWithProviders(<BrainDumpTool techniqueId="brain-dump" xp={15} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const writingArea = screen.getByRole('textbox', { name: 'Your thoughts' });
    expect(writingArea).toHaveFocus();
    expect(writingArea).toHaveAttribute('spellcheck', 'false');
    fireEvent.input(writingArea, { target: { value: secret } });

    advanceTime(149_999);
    expect(screen.getByRole('heading', { name: /Write whatever comes up/ })).toBeInTheDocument();
    advanceTime(1);
    expect(screen.getByRole('heading', { name: 'Keep going. What else is there?' })).toBeInTheDocument();
    expect(screen.queryByText('Last 30 seconds')).not.toBeInTheDocument();
    advanceTime(60_000);
    expect(screen.getByRole('heading', { name: 'Last thoughts. Get the rest out.' })).toBeInTheDocument();
    expect(screen.getByText('Last 30 seconds', { selector: 'p' })).toBeInTheDocument();

    advanceTime(30_000);
    expect(screen.getByRole('heading', { name: /Time's up/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your thoughts' })).toHaveValue(secret);
    await flushPromises();
    expect(recordCompletion).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Shred the text' }));
    expect(screen.getByRole('heading', { name: 'Shredding…' })).toBeInTheDocument();
    advanceTime(2_000);
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    const stored = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key) ?? ''),
    );
    expect(stored.join('\n')).not.toContain('dentist');
  });
});
