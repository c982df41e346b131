import { act, screen } from '@testing-library/react';
import { useId } from 'react';
import { createRoot } from 'react-dom/client';

function LabelledField({ label }: { label: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </>
  );
}

describe('ids from useId', () => {
  it('let each label name its own field, even in parts of the page rendered apart', () => {
    const parts = [document.createElement('div'), document.createElement('div')];
    document.body.append(...parts);
    act(() => {
      createRoot(parts[0]!).render(<LabelledField label="Time" />);
      createRoot(parts[1]!).render(<LabelledField label="Nudge again" />);
    });
    expect(parts[0]).toContainElement(screen.getByLabelText('Time'));
    expect(parts[1]).toContainElement(screen.getByLabelText('Nudge again'));
  });
});
