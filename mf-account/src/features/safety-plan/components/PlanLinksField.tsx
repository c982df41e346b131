import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { safetyPlanLinks, type SafetyPlanLink } from '@steady/contracts';
import { ChoiceRow, Fieldset } from '../../../shared/components/field-styles';

/** Where a picked link opens: the exercise's own page, or the calming audio. */
const linkTarget = (link: SafetyPlanLink) => (link === 'audio' ? '/audio' : `/techniques/${link}`);

export const linkNameId = (link: SafetyPlanLink) =>
  link === 'audio' ? 'safetyPlan.links.audio' : `reminders.tool.${link}`;

interface PlanLinksFieldProps {
  links: SafetyPlanLink[];
  onChange: (links: SafetyPlanLink[]) => void;
}

/** Steady's exercises and audio to pick for "things I can do on my own", the picked ones one tap away. */
export function PlanLinksField({ links, onChange }: PlanLinksFieldProps) {
  const intl = useIntl();
  const toggle = (link: SafetyPlanLink, picked: boolean) =>
    onChange(picked ? [...links, link] : links.filter((current) => current !== link));
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="safetyPlan.links.title" />
      </legend>
      <ChoiceRow>
        {safetyPlanLinks.map((link) => (
          <label key={link}>
            <input
              type="checkbox"
              checked={links.includes(link)}
              onChange={(event) => toggle(link, event.target.checked)}
            />
            {intl.formatMessage({ id: linkNameId(link) })}
          </label>
        ))}
      </ChoiceRow>
      {links.length > 0 && (
        <ul>
          {links.map((link) => (
            <li key={link}>
              <Link to={linkTarget(link)}>{intl.formatMessage({ id: linkNameId(link) })}</Link>
            </li>
          ))}
        </ul>
      )}
    </Fieldset>
  );
}
