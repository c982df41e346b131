import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@steady/ui';
import { reloadIntoWaitingVersion } from '../service-worker/register-service-worker';

const Banner = styled.div`
  position: fixed;
  left: 50%;
  top: ${({ theme }) => theme.space(3)};
  transform: translateX(-50%);
  z-index: 15;
  width: min(92vw, 520px);
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);
`;

/** "A new version is ready — Reload" for the version `worker` holds. */
export function UpdateBanner({ worker }: { worker: ServiceWorker }) {
  return (
    <Banner role="status">
      <span>
        <FormattedMessage id="update.ready" />
      </span>
      <Button onClick={() => reloadIntoWaitingVersion(worker)}>
        <FormattedMessage id="update.reload" />
      </Button>
    </Banner>
  );
}
