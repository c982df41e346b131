import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Alert, Button, Lead, Page, PageTitle, Row, Skeleton, Stack } from '@steady/ui';
import { LoadError } from '../../../shared/components/LoadError';
import { useSupplements } from '../hooks/useSupplements';
import { SupplementCard } from './SupplementCard';

/** On paper: no shadows or tinted surfaces, black text, the disclaimer kept with the list. */
const PrintablePage = styled(Page)`
  @media print {
    max-width: none;
    padding: 0;
    color: #000;
    [role='status'],
    [role='alert'] {
      background: none;
      color: #000;
      border: 1px solid #000;
    }
  }
`;

/** `/shopping-list`: the supplements with the consult-a-professional disclaimer, ready to print. */
export function ShoppingListPage() {
  const supplements = useSupplements();
  return (
    <PrintablePage>
      <Stack $gap={5}>
        <div>
          <PageTitle>
            <FormattedMessage id="shopping.title" />
          </PageTitle>
          <Lead>
            <FormattedMessage id="shopping.lead" />
          </Lead>
          <Row data-print="hide">
            <Button $variant="secondary" onClick={() => window.print()}>
              <FormattedMessage id="shopping.print" />
            </Button>
          </Row>
        </div>
        {supplements.status === 'loading' && (
          <Stack $gap={4} aria-busy="true">
            <Skeleton $height="6rem" />
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} $height="24rem" />
            ))}
          </Stack>
        )}
        {supplements.status === 'failed' && (
          <LoadError error={supplements.error} onRetry={supplements.retry} />
        )}
        {supplements.status === 'ready' && (
          <Stack $gap={4}>
            <Alert tone="info">
              <strong>
                <FormattedMessage id="shopping.disclaimerTitle" />
              </strong>{' '}
              {supplements.data.disclaimer}
            </Alert>
            {supplements.data.items.map((supplement) => (
              <SupplementCard key={supplement.id} supplement={supplement} />
            ))}
          </Stack>
        )}
      </Stack>
    </PrintablePage>
  );
}
