import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';
import { StepText } from './stuck-styles';

/**
 * A step's text in full on any width: it wraps and grows with its content instead of scrolling sideways
 * (its height follows its scroll height on every change).
 */
export function StepField(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field) return;
    field.style.height = 'auto';
    // The borders are outside the scroll height but inside the height.
    const borders = field.offsetHeight - field.clientHeight;
    if (field.scrollHeight > 0) field.style.height = `${field.scrollHeight + borders}px`;
  }, [props.value]);
  return <StepText ref={ref} rows={1} {...props} />;
}
