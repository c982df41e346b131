import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export interface Choice<Id extends string | number> {
  id: Id;
  text: string;
}

interface ChoiceGroupProps<Id extends string | number> {
  /** The id of the element that names the group (the question). */
  labelledBy: string;
  choices: readonly Choice<Id>[];
  value: Id | undefined;
  onChange: (id: Id) => void;
  /** Moves focus into the group when it appears, so keyboard users land on the new question. */
  autoFocus?: boolean;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Option = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 48px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &::before {
    content: '';
    flex: none;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-checked='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 600;
  }
  &[aria-checked='true']::before {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * A single-choice list with radio group semantics (WAI-ARIA APG): one tab stop, Up/Down move to the
 * next answer and choose it, Space chooses the focused one. Left and Right are deliberately left to the
 * question around it, which uses them to move between questions.
 */
export function ChoiceGroup<Id extends string | number>({
  labelledBy,
  choices,
  value,
  onChange,
  autoFocus = false,
}: ChoiceGroupProps<Id>) {
  const optionRefs = useRef<(HTMLDivElement | null)[]>([]);
  const selectedIndex = choices.findIndex((choice) => choice.id === value);
  const tabStopIndex = Math.max(selectedIndex, 0);

  // In the render's own task: an effect runs a task later, and a key pressed as the new question shows
  // would reach the old question's answer, gone by then, and be lost.
  useLayoutEffect(() => {
    if (autoFocus) optionRefs.current[tabStopIndex]?.focus();
  }, [autoFocus, tabStopIndex]);

  function choose(index: number) {
    const choice = choices[index];
    if (!choice) return;
    onChange(choice.id);
    optionRefs.current[index]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>, index: number) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const count = choices.length;
    const target = { ArrowDown: (index + 1) % count, ArrowUp: (index - 1 + count) % count, ' ': index }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  }

  return (
    <List role="radiogroup" aria-labelledby={labelledBy}>
      {choices.map((choice, index) => (
        <Option
          key={choice.id}
          ref={(element) => {
            optionRefs.current[index] = element;
          }}
          role="radio"
          aria-checked={index === selectedIndex}
          tabIndex={index === tabStopIndex ? 0 : -1}
          onClick={() => choose(index)}
          onKeyDown={(event) => handleKeyDown(event, index)}
        >
          {choice.text}
        </Option>
      ))}
    </List>
  );
}
