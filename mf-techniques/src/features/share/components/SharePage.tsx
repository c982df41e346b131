import { useId, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AppProviders } from '@steady/app-frame';
import { Alert, Button, ButtonLink, Lead, Page, PageTitle, Row, Stack } from '@steady/ui';
import { captureCatalogs } from '../../../i18n/on-use/capture';
import { handOff } from '../../../shared/handoff/tool-handoff';
import { sharedTextFrom, sharedTextMaxLength } from '../model/shared-text';

const Preview = styled.blockquote`
  margin: 0;
  max-height: 12rem;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.small};
`;

/**
 * `/share`, the web app's share target: text shared from another app, and two ways to use it — the brain
 * dump, or From stuck to started with its first line as the task. Nothing is sent: the words stay here.
 */
export default function SharePage() {
  return (
    <AppProviders catalogs={captureCatalogs}>
      <ShareChoice />
    </AppProviders>
  );
}

function ShareChoice() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const previewId = useId();
  const shared = useMemo(
    () => sharedTextFrom({ title: params.get('title'), text: params.get('text'), url: params.get('url') }),
    [params],
  );

  return (
    <Page>
      <Stack $gap={4}>
        <PageTitle>
          <FormattedMessage id="share.title" />
        </PageTitle>
        {shared.text === '' ? (
          <>
            <Alert>
              <FormattedMessage id="share.empty" />
            </Alert>
            <p>
              <FormattedMessage id="share.emptyHint" />
            </p>
            <Row>
              <ButtonLink to="/techniques/brainDump">
                <FormattedMessage id="share.openBrainDump" />
              </ButtonLink>
              <ButtonLink to="/techniques/stuckToStarted" $variant="secondary">
                <FormattedMessage id="share.openSteps" />
              </ButtonLink>
            </Row>
          </>
        ) : (
          <>
            <Lead>
              <FormattedMessage id="share.question" />
            </Lead>
            <Stack $gap={1}>
              <strong id={previewId}>
                <FormattedMessage id="share.preview" />
              </strong>
              <Preview aria-labelledby={previewId} tabIndex={0}>
                {shared.text}
              </Preview>
            </Stack>
            {shared.shortened ? (
              <p>
                <FormattedMessage id="share.longText" values={{ count: sharedTextMaxLength }} />
              </p>
            ) : (
              shared.severalLines && (
                <p>
                  <FormattedMessage id="share.firstLineOnly" />
                </p>
              )
            )}
            <Row>
              <Button type="button" onClick={() => handOff(navigate, 'brainDumpText', shared.text)}>
                <FormattedMessage id="share.toBrainDump" />
              </Button>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => handOff(navigate, 'stuckTask', shared.text)}
              >
                <FormattedMessage id="share.toSteps" />
              </Button>
            </Row>
          </>
        )}
      </Stack>
    </Page>
  );
}
