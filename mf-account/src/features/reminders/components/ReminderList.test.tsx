import { fireEvent, screen } from '@testing-library/react';
import { renderPage, resetDevice, signIn } from '../../../shared/testing/render-page';
import { ReminderList } from './ReminderList';

describe('the reminders list', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('opens the form in place of "Add a reminder", and Cancel puts focus back on that button', () => {
    renderPage(<ReminderList reminders={[]} onSave={jest.fn()} onDelete={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a reminder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add a reminder' })).toHaveFocus();
  });
});
