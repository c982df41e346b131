import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AppProviders } from '@steady/app-frame';
import { Button } from '@steady/ui';
import { captureCatalogs } from '../../../i18n/on-use/capture';
import { handOff } from '../../../shared/handoff/tool-handoff';

const Disclosure = styled.details`
  width: min(100%, 560px);
  text-align: start;
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
  }
`;

const LineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  button {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.small};
    justify-content: flex-start;
    text-align: start;
    overflow-wrap: anywhere;
  }
`;

/** Longer lines read as their start on the button; the whole line goes to the task field. */
const shown = (line: string) => (line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line);

/**
 * Each line of the brain dump, one tap from becoming From stuck to started's task. Loaded with its texts
 * once something is written.
 */
export default function LinesToSteps({ text }: { readonly text: string }) {
  return (
    <AppProviders catalogs={captureCatalogs}>
      <LineButtons text={text} />
    </AppProviders>
  );
}

function LineButtons({ text }: { readonly text: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const lines = [...new Set(text.split('\n').map((line) => line.trim()))].filter((line) => line !== '');
  return (
    <Disclosure>
      <summary>
        <FormattedMessage id="brainDump.toSteps.title" />
      </summary>
      <p>
        <FormattedMessage id="brainDump.toSteps.hint" />
      </p>
      <LineList>
        {lines.map((line) => (
          <li key={line}>
            <Button
              type="button"
              $variant="secondary"
              aria-label={intl.formatMessage({ id: 'brainDump.toSteps.send' }, { line: shown(line) })}
              onClick={() => handOff(navigate, 'stuckTask', line)}
            >
              {shown(line)}
            </Button>
          </li>
        ))}
      </LineList>
    </Disclosure>
  );
}
