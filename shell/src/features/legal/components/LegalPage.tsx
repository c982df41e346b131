// The app's messages arrive precompiled and react-intl ships without a parser; these long texts, loaded
// with this page only, are parsed here.
import { parse } from '@formatjs/icu-messageformat-parser';
import { FormattedMessage, useIntl } from 'react-intl';
import { supportEmail, type Language } from '@steady/contracts';
import { formatPrice, useLanguage, usePlan } from '@steady/app-frame';
import { Alert, Lead, Page, PageTitle, Prose, Skeleton, useErrorMessage } from '@steady/ui';
import type { LegalDocument } from '../content/terms';

/** A paragraph naming the plan's figures, as a placeholder (`{price}`) or a plural (`{trialDays, plural, …}`). */
const planPlaceholder = /\{(price|trialDays|moneyBackDays)[,}]/;

/** Renders a legal document in the current language; price and trial come from billing's plan. */
export function LegalPage({ document }: { document: Record<Language, LegalDocument> }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [language] = useLanguage();
  const planState = usePlan();
  const legal = document[language];

  const values: Record<string, string | number> = { supportEmail };
  if (planState.status === 'ready') {
    Object.assign(values, {
      price: formatPrice(intl, planState.data),
      trialDays: planState.data.trialDays,
      moneyBackDays: planState.data.moneyBackDays,
    });
  }

  const renderParagraph = (text: string) => {
    if (planState.status !== 'ready' && planPlaceholder.test(text)) {
      return planState.status === 'loading' ? <Skeleton key={text} $height="3em" /> : null;
    }
    return <p key={text}>{String(intl.formatters.getMessageFormat(parse(text), language).format(values))}</p>;
  };

  return (
    <Page>
      <Prose>
        <PageTitle>{legal.title}</PageTitle>
        <Lead>
          <FormattedMessage id="legal.lastUpdated" values={{ date: legal.lastUpdated }} />
        </Lead>
        {renderParagraph(legal.intro)}
        {legal.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.some((paragraph) => planPlaceholder.test(paragraph)) &&
              planState.status === 'failed' && <Alert tone="error">{errorMessage(planState.error)}</Alert>}
            {section.paragraphs.map(renderParagraph)}
          </section>
        ))}
      </Prose>
    </Page>
  );
}
