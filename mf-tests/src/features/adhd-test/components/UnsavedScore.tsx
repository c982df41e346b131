import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdhdScore } from '@steady/contracts';
import { useLanguage } from '@steady/app-frame';
import { Alert, SectionTitle, Stack } from '@steady/ui';
import { inLanguage } from '../../../shared/in-language';
import { ScoreSummary } from './ScoreSummary';
import { SelfReflectionNotice } from './SelfReflectionNotice';

/** A score shown without being stored: no date, no share link, and a plain word that nothing was kept. */
export function UnsavedScore({ result }: { result: AdhdScore }) {
  const [language] = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const notice = inLanguage(result.notice, language);
  // The score appears below the questions: take the reader (and a screen reader) to it.
  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Stack $gap={4}>
      <SectionTitle ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="adhdTest.unsaved.title" />
      </SectionTitle>
      <ScoreSummary result={result} heading={null} />
      <Alert tone="info">
        <FormattedMessage id="adhdTest.unsaved.note" />
      </Alert>
      {notice && <SelfReflectionNotice notice={notice} />}
    </Stack>
  );
}
