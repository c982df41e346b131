import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Reminder } from '@steady/contracts';
import { renderPage, resetDevice, signIn } from '../../../shared/testing/render-page';
import { ReminderList } from './ReminderList';

describe('the reminders list', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('opens the form in place of "Add a reminder", and Cancel puts focus back on that button', () => {
    renderPage(
      <ReminderList reminders={[]} onSave={jest.fn()} onSetPaused={jest.fn()} onDelete={jest.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a reminder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add a reminder' })).toHaveFocus();
  });

  it('pauses a reminder as a pause, not as an edit, keeping everything else it holds', async () => {
    const reminder: Reminder = {
      id: 'r1',
      time: '08:30',
      days: ['mon', 'fri'],
      timeZone: 'Europe/Moscow',
      suggestedState: null,
      suggestedTool: 'breathing',
      paused: false,
      language: 'en',
      repeat: null,
      nextDueAt: '2026-11-30T05:30:00.000Z',
    };
    const onSave = jest.fn();
    const onSetPaused = jest.fn(() => Promise.resolve());
    renderPage(
      <ReminderList reminders={[reminder]} onSave={onSave} onSetPaused={onSetPaused} onDelete={jest.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const { id: _id, nextDueAt: _nextDueAt, ...request } = reminder;
    await waitFor(() => expect(onSetPaused).toHaveBeenCalledWith({ ...request, paused: true }, 'r1'));
    expect(onSave).not.toHaveBeenCalled();
  });
});
