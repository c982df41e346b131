import { useIntl } from 'react-intl';
import { Alert, Button, Row } from '@steady/ui';

/** After a reload the tool is where it was; this says so, with a way to start over. */
export function WelcomeBack({ onStartOver }: { onStartOver: () => void }) {
  const intl = useIntl();
  return (
    <Alert tone="info">
      <Row>
        <span>{intl.formatMessage({ id: 'tool.restored' })}</span>
        <Button $variant="secondary" onClick={onStartOver}>
          {intl.formatMessage({ id: 'tool.startOver' })}
        </Button>
      </Row>
    </Alert>
  );
}
