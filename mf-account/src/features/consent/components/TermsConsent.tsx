import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const ConsentBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    flex-shrink: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.95rem;
`;

export const termsConsentId = 'register-acceptedTerms';

interface TermsConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  showError: boolean;
}

/** "I am 18 or older and agree to the Terms and the Privacy Policy": required to register, on the API too. */
export function TermsConsent({ checked, onChange, showError }: TermsConsentProps) {
  const errorId = `${termsConsentId}-error`;
  return (
    <ConsentBox>
      <CheckboxLabel>
        <input
          id={termsConsentId}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={showError}
          aria-describedby={showError ? errorId : undefined}
        />
        <span>
          <FormattedMessage
            id="register.terms"
            values={{
              terms: (text) => (
                <Link to="/terms" target="_blank">
                  {text}
                </Link>
              ),
              privacy: (text) => (
                <Link to="/privacy" target="_blank">
                  {text}
                </Link>
              ),
            }}
          />
        </span>
      </CheckboxLabel>
      {showError && (
        <ErrorText id={errorId} role="alert">
          <FormattedMessage id="register.termsRequired" />
        </ErrorText>
      )}
    </ConsentBox>
  );
}
