import { useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Row } from '@steady/ui';
import { ChoiceGroup, type Choice } from './ChoiceGroup';

interface StepperQuestion<Id extends string | number> {
  id: string;
  title: string;
  answers: readonly Choice<Id>[];
}

interface QuestionStepperProps<Id extends string | number> {
  question: StepperQuestion<Id>;
  /** 1-based place in the questionnaire; without it no "Question X of Y" is shown (a lone extra question). */
  progress?: { current: number; total: number };
  value: Id | undefined;
  onAnswer: (id: Id) => void;
  /** Absent on the first question. */
  onPrevious?: () => void;
  /** Absent on the last question, where the finish button takes its place. */
  onNext?: () => void;
  finishLabel: string;
  onFinish: () => void;
  /** While the answers are being sent the finish button waits. */
  finishing?: boolean;
  /** Takes focus at once: for a question that replaces what the user just acted on (the tiebreaker). */
  focusOnMount?: boolean;
}

const ProgressText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const ProgressTrack = styled.div`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
`;

const ProgressFill = styled.div<{ $fraction: number }>`
  height: 100%;
  width: ${({ $fraction }) => `${Math.round($fraction * 100)}%`};
  background: ${({ theme }) => theme.colors.primary};
`;

const QuestionTitle = styled.h2`
  font-size: 1.25rem;
  line-height: 1.4;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Actions = styled(Row)`
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One question at a time with previous/next. Left and Right move between questions from anywhere in
 * the card (Right only once the question is answered); the answers themselves use Up and Down.
 */
export function QuestionStepper<Id extends string | number>({
  question,
  progress,
  value,
  onAnswer,
  onPrevious,
  onNext,
  finishLabel,
  onFinish,
  finishing = false,
  focusOnMount = false,
}: QuestionStepperProps<Id>) {
  const titleId = useId();
  // Focus follows the user to a new question, but the first one does not grab it on page load.
  const [focusOnShow, setFocusOnShow] = useState(focusOnMount);
  const answered = value !== undefined;

  function move(step: (() => void) | undefined) {
    if (!step) return;
    setFocusOnShow(true);
    step();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft' && onPrevious) {
      event.preventDefault();
      move(onPrevious);
    } else if (event.key === 'ArrowRight' && onNext && answered) {
      event.preventDefault();
      move(onNext);
    }
  }

  return (
    <Card as="section" aria-labelledby={titleId} onKeyDown={handleKeyDown}>
      {progress && (
        <>
          <ProgressText>
            <FormattedMessage id="question.progress" values={progress} />
          </ProgressText>
          <ProgressTrack aria-hidden="true">
            <ProgressFill $fraction={progress.current / progress.total} />
          </ProgressTrack>
        </>
      )}
      <QuestionTitle id={titleId}>{question.title}</QuestionTitle>
      <ChoiceGroup
        key={question.id}
        labelledBy={titleId}
        choices={question.answers}
        value={value}
        onChange={onAnswer}
        autoFocus={focusOnShow}
      />
      <Actions>
        <Button $variant="secondary" onClick={() => move(onPrevious)} disabled={!onPrevious}>
          <FormattedMessage id="question.previous" />
        </Button>
        {onNext ? (
          <Button onClick={() => move(onNext)} disabled={!answered}>
            <FormattedMessage id="question.next" />
          </Button>
        ) : (
          <Button onClick={onFinish} disabled={!answered || finishing} aria-busy={finishing}>
            {finishLabel}
          </Button>
        )}
      </Actions>
      <Hint>
        <FormattedMessage id="question.keyboardHint" />
      </Hint>
    </Card>
  );
}
