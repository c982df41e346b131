import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { FormattedMessage } from 'react-intl';
import { Card, Lead, Page, PageTitle, Stack } from '@steady/ui';

const NarrowPage = styled(Page)`
  max-width: 520px;
`;

const Footer = styled(Stack)`
  margin-top: ${({ theme }) => theme.space(5)};
  align-items: flex-start;
`;

/** The frame shared by /login and /register: title, lead, and the form in a card. */
export function AuthForm({
  titleId,
  leadId,
  onSubmit,
  children,
  footer,
}: {
  titleId: string;
  leadId: string;
  onSubmit: () => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <NarrowPage>
      <PageTitle>
        <FormattedMessage id={titleId} />
      </PageTitle>
      <Lead>
        <FormattedMessage id={leadId} />
      </Lead>
      <Card>
        <form onSubmit={submit} noValidate>
          <Stack $gap={4}>{children}</Stack>
        </form>
      </Card>
      <Footer $gap={3}>{footer}</Footer>
    </NarrowPage>
  );
}
