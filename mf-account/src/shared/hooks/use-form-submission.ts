import { useState } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '@steady/bus';
import { prepareErrorReasonTexts, useErrorMessage } from '@steady/ui';

/** A failure the form names itself (a check before sending, a device that cannot do it), by message id. */
export class SubmissionFailure extends Error {
  constructor(readonly messageId: string) {
    super(messageId);
    this.name = 'SubmissionFailure';
  }
}

export interface FormSubmissionOptions {
  /** The toast that confirms the work is done. */
  successToastId?: string;
  /**
   * An error the form answers itself (a field's message, a changed state): return true, and it is not
   * shown again as the form's failure.
   */
  handleError?: (error: unknown) => boolean;
}

type SubmissionState = { status: 'idle' | 'pending' | 'succeeded' } | { status: 'failed'; error: unknown };

/**
 * One way for a profile form or button to send its work: busy while it runs (so it is not sent twice), the
 * failure in the user's words until the next attempt, and a toast when it is done.
 */
export function useFormSubmission({ successToastId, handleError }: FormSubmissionOptions = {}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });

  /** Runs `work`; resolves to whether it succeeded, so the caller can move on (navigate, close). */
  const submit = async (work: () => Promise<unknown>): Promise<boolean> => {
    setState({ status: 'pending' });
    void prepareErrorReasonTexts();
    try {
      await work();
    } catch (error) {
      setState(handleError?.(error) ? { status: 'idle' } : { status: 'failed', error });
      return false;
    }
    if (successToastId !== undefined) showToast(intl.formatMessage({ id: successToastId }), 'success');
    setState({ status: 'succeeded' });
    return true;
  };

  const failure =
    state.status !== 'failed'
      ? null
      : state.error instanceof SubmissionFailure
        ? intl.formatMessage({ id: state.error.messageId })
        : errorMessage(state.error);

  return {
    submit,
    pending: state.status === 'pending',
    succeeded: state.status === 'succeeded',
    /** What went wrong, in words, until the next attempt. */
    failure,
  };
}
