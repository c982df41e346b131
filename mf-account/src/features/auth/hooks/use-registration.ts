import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@steady/api-client';
import { authCommands, showToast } from '@steady/bus';
import { prepareErrorReasonTexts } from '@steady/ui';
import { userStateChannel } from '@steady/user-state';
import { fieldErrorsFromServer } from '../../../shared/forms/field-errors';
import { focusField } from '../../../shared/forms/focus-field';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { termsConsentId } from '../../consent';
import { hasGuestProgress } from '../../progress';
import { registerAccount } from '../api/auth-api';
import { completeSignIn } from '../api/session';
import { registerFields, validateRegisterForm, type RegisterField } from './form-validation';

export const registerFieldId = (field: RegisterField) => `register-${field}`;

type Phase = 'form' | 'submitting' | 'offer';

/**
 * The sign-up form's state and its submit: every field and the terms are checked first (the first problem
 * gets the focus), then the account is created and signed in. `offer` follows when this device has guest
 * progress worth keeping.
 */
export function useRegistration() {
  const intl = useIntl();
  const form = useFormFields(
    { name: '', email: '', password: '', confirmPassword: '' },
    validateRegisterForm,
  );
  const [phase, setPhase] = useState<Phase>('form');
  const [failure, setFailure] = useState<unknown>(null);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);

  const change = (field: RegisterField, value: string) => {
    form.change(field, value);
    setFailure(null);
  };

  const submit = async () => {
    const [firstInvalid] = form.validateAll();
    setTermsMissing(!acceptedTerms);
    if (firstInvalid !== undefined) return focusField(registerFieldId(firstInvalid));
    if (!acceptedTerms) return focusField(termsConsentId);
    setPhase('submitting');
    setFailure(null);
    void prepareErrorReasonTexts();
    authCommands.requestStarted();
    // Decided before signing in: from then on the local state starts mirroring the account.
    const offerGuestProgress = hasGuestProgress(userStateChannel.get());
    try {
      const { name, email, password } = form.values;
      const { token } = await registerAccount({ name, email, password, acceptedTerms });
      await completeSignIn(token);
      // The page the new user lands on is not about them: the welcome is said wherever that is.
      showToast(intl.formatMessage({ id: 'register.welcome' }, { name: name.trim() }), 'success');
      setPhase(offerGuestProgress ? 'offer' : 'form');
    } catch (error) {
      authCommands.requestFailed(error instanceof Error ? error.message : null);
      if (isApiError(error) && error.code === 'validation_failed') {
        form.setErrors(fieldErrorsFromServer(error.fields, registerFields));
        setTermsMissing(error.fields.acceptedTerms !== undefined);
      } else {
        setFailure(error);
      }
      setPhase('form');
    }
  };

  const setTerms = (checked: boolean) => {
    setAcceptedTerms(checked);
    if (checked) setTermsMissing(false);
  };
  const showTermsMissing = () => {
    setTermsMissing(true);
    focusField(termsConsentId);
  };

  return { form, phase, failure, acceptedTerms, termsMissing, change, submit, setTerms, showTermsMissing };
}
