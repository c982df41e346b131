import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { renderPage, resetDevice } from '../testing/render-page';
import { SubmissionFailure, useFormSubmission, type FormSubmissionOptions } from './use-form-submission';

function SaveButton({ work, options }: { work: () => Promise<void>; options?: FormSubmissionOptions }) {
  const submission = useFormSubmission(options);
  return (
    <>
      {submission.failure !== null && <p role="alert">{submission.failure}</p>}
      {submission.succeeded && <p>Done</p>}
      <button type="button" disabled={submission.pending} onClick={() => void submission.submit(work)}>
        Save
      </button>
    </>
  );
}

describe('sending a profile form', () => {
  beforeEach(() => {
    resetDevice();
    setChannelValue(toastChannel, []);
  });

  it('is busy while the work runs, then confirms it with the toast', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const work = () => new Promise<void>((resolve) => (finish = resolve));
    renderPage(<SaveButton work={work} options={{ successToastId: 'selfService.name.saved' }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(toastChannel.get().map((toast) => toast.message)).toEqual(['Your name is saved.']);
  });

  it('says what went wrong in words, and forgets it on the next attempt', async () => {
    const user = userEvent.setup();
    const work = jest.fn<Promise<void>, []>().mockRejectedValueOnce(new Error('network')).mockResolvedValue();
    renderPage(<SaveButton work={work} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toastChannel.get()).toEqual([]);
  });

  it('names a failure the form found itself by its own text', async () => {
    const user = userEvent.setup();
    const work = () => Promise.reject(new SubmissionFailure('reminders.form.noDays'));
    renderPage(<SaveButton work={work} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pick at least one day.');
  });

  it('leaves an error the form answers at its fields out of the failure message', async () => {
    const user = userEvent.setup();
    const handleError = jest.fn(() => true);
    renderPage(<SaveButton work={() => Promise.reject(new Error('taken'))} options={{ handleError }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(handleError).toHaveBeenCalledWith(new Error('taken'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
