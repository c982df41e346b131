import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { authChannel, useChannel } from '@steady/bus';
import type { SavedMix } from '@steady/contracts';
import { Alert, Button, Row, Skeleton, Stack, prepareErrorReasonTexts, useErrorMessage } from '@steady/ui';
import type { Mix } from '../machine/mixer-rules';
import { useSavedMixes } from '../hooks/use-saved-mixes';
import { StatusText } from './audio-styles';

const NameField = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  input {
    min-height: 44px;
    max-width: 22rem;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    font: inherit;
    font-weight: 400;
  }
`;

const MixList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

interface SavedMixRowProps {
  readonly saved: SavedMix;
  /** Asked to delete it: the row asks once more before it goes. */
  readonly confirming: boolean;
  readonly onLoad: () => void;
  readonly onAskDelete: () => void;
  readonly onConfirmDelete: () => void;
  readonly onCancelDelete: () => void;
}

/** One saved mix: load or delete it, or, once delete is pressed, confirm or cancel. */
function SavedMixRow({
  saved,
  confirming,
  onLoad,
  onAskDelete,
  onConfirmDelete,
  onCancelDelete,
}: SavedMixRowProps) {
  const intl = useIntl();
  return confirming ? (
    <Row>
      <span>
        <FormattedMessage id="mixer.deleteConfirm" values={{ name: saved.name }} />
      </span>
      <Button onClick={onConfirmDelete}>
        <FormattedMessage id="mixer.delete" values={{ name: saved.name }} />
      </Button>
      <Button $variant="quiet" onClick={onCancelDelete}>
        <FormattedMessage id="mixer.cancel" />
      </Button>
    </Row>
  ) : (
    <Row>
      <Button $variant="secondary" onClick={onLoad}>
        <FormattedMessage id="mixer.load" values={{ name: saved.name }} />
      </Button>
      <Button
        $variant="quiet"
        aria-label={intl.formatMessage({ id: 'mixer.delete' }, { name: saved.name })}
        onClick={onAskDelete}
      >
        <FormattedMessage id="mixer.deleteShort" />
      </Button>
    </Row>
  );
}

interface SavedMixesProps {
  readonly mix: Mix;
  readonly onLoad: (mix: Mix) => void;
}

/** Save the current mix under a name, play or delete a saved one (premium, kept on the server). */
export function SavedMixes({ mix, onLoad }: SavedMixesProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { user } = useChannel(authChannel);
  const { mixes, save, remove } = useSavedMixes(user?.id ?? 'guest');
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<SavedMix | null>(null);

  // The notice keeps the failure's words, so the reasons' texts are in before they are chosen.
  const showFailure = async (error: unknown) => {
    await prepareErrorReasonTexts();
    setNotice({ tone: 'error', text: errorMessage(error) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ name, tracks: [...mix] }).then(() => {
      setName('');
      setNotice({ tone: 'success', text: intl.formatMessage({ id: 'mixer.saved' }) });
    }, showFailure);
  };

  const confirmDelete = (saved: SavedMix) => {
    setConfirming(null);
    remove(saved.id).catch(showFailure);
  };

  return (
    <Stack $gap={3}>
      <form onSubmit={submit}>
        <Row>
          <NameField>
            <FormattedMessage id="mixer.mixName" />
            <input value={name} maxLength={60} required onChange={(event) => setName(event.target.value)} />
          </NameField>
          <Button type="submit" $variant="secondary" disabled={mix.length === 0 || name.trim() === ''}>
            <FormattedMessage id="mixer.save" />
          </Button>
        </Row>
      </form>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <strong>
        <FormattedMessage id="mixer.savedMixes" />
      </strong>
      {mixes.status === 'loading' && <Skeleton $height="3rem" />}
      {mixes.status === 'failed' && <Alert tone="error">{errorMessage(mixes.error)}</Alert>}
      {mixes.status === 'ready' && mixes.data.length === 0 && (
        <StatusText>
          <FormattedMessage id="mixer.noSavedMixes" />
        </StatusText>
      )}
      {mixes.status === 'ready' && mixes.data.length > 0 && (
        <MixList>
          {mixes.data.map((saved) => (
            <li key={saved.id}>
              <SavedMixRow
                saved={saved}
                confirming={confirming?.id === saved.id}
                onLoad={() => onLoad(saved.tracks)}
                onAskDelete={() => setConfirming(saved)}
                onConfirmDelete={() => confirmDelete(saved)}
                onCancelDelete={() => setConfirming(null)}
              />
            </li>
          ))}
        </MixList>
      )}
    </Stack>
  );
}
