import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SubscriptionChecking } from '@steady/app-frame';
import { useViewer } from '@steady/bus';
import { themeChoiceSchema, type ThemeChoice } from '@steady/contracts';
import { ButtonLink, Card, SectionTitle, Stack } from '@steady/ui';
import { useThemeChoice } from '../hooks/use-theme-choice';

const themeChoices: readonly ThemeChoice[] = themeChoiceSchema.options;

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex-shrink: 0;
  }
  span {
    display: grid;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.95rem;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function PremiumThemeChooser() {
  const intl = useIntl();
  const { theme, save, choose } = useThemeChoice();
  return (
    <Stack>
      <Choices>
        <legend>
          <FormattedMessage id="theme.choose" />
        </legend>
        {themeChoices.map((choice) => (
          <Choice key={choice}>
            <input
              type="radio"
              name="theme"
              value={choice}
              checked={theme === choice}
              onChange={() => void choose(choice)}
            />
            <span>
              <strong>{intl.formatMessage({ id: `theme.name.${choice}` })}</strong>
              <small>{intl.formatMessage({ id: `theme.description.${choice}` })}</small>
            </span>
          </Choice>
        ))}
      </Choices>
      <p role="status">
        {save.succeeded && <FormattedMessage id="theme.saved" />}
        {save.failure}
      </p>
    </Stack>
  );
}

/**
 * The look of Steady: premium users choose a theme; everyone else follows the device's light or dark
 * setting (while the subscription is being checked, without being pointed to Premium).
 */
export function ThemeChooser() {
  const { premium, checkingSubscription } = useViewer();
  return (
    <Card aria-labelledby="theme-title">
      <SectionTitle id="theme-title">
        <FormattedMessage id="theme.title" />
      </SectionTitle>
      {premium ? (
        <PremiumThemeChooser />
      ) : checkingSubscription ? (
        <Stack $gap={3}>
          <Note>
            <FormattedMessage id="theme.followsDevice" />
          </Note>
          <SubscriptionChecking />
        </Stack>
      ) : (
        <Stack $gap={3}>
          <Note>
            <FormattedMessage id="theme.followsDevice" />
          </Note>
          <div>
            <ButtonLink to="/premium" $variant="secondary">
              <FormattedMessage id="theme.seePremium" />
            </ButtonLink>
          </div>
        </Stack>
      )}
    </Card>
  );
}
