import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { languages, type Language } from '@steady/contracts';
import { VisuallyHidden } from '@steady/ui';
import { useLanguage } from '../providers/use-language';

const languageNames: Record<Language, string> = { en: 'English', ru: 'Русский' };

const ToggleGroup = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  overflow: hidden;
`;

const ToggleButton = styled.button`
  font: inherit;
  font-weight: 600;
  border: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** EN/RU switch (each button named "EN English", "RU Русский"); the choice is saved by the language channel and every app re-renders in place. */
export function LanguageToggle() {
  const intl = useIntl();
  const [language, setLanguage] = useLanguage();
  return (
    <ToggleGroup role="group" aria-label={intl.formatMessage({ id: 'ui.language.label' })}>
      {languages.map((option) => (
        <ToggleButton
          key={option}
          lang={option}
          aria-pressed={option === language}
          onClick={() => setLanguage(option)}
        >
          {/* The spoken name starts with the visible "EN"/"RU", so voice control users can say what they see. */}
          {option.toUpperCase()}
          <VisuallyHidden> {languageNames[option]}</VisuallyHidden>
        </ToggleButton>
      ))}
    </ToggleGroup>
  );
}
