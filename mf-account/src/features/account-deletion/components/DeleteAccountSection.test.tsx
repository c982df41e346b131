import { fireEvent, screen } from '@testing-library/react';
import { setChannelValue } from '@steady/bus/testing';
import { languageChannel } from '@steady/bus';
import { fakeApi, renderPage, resetDevice, signIn, testUser } from '../../../shared/testing/render-page';
import { DeleteAccountSection } from './DeleteAccountSection';

describe('deleting the account', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
    fakeApi(() => ({ status: 200, body: testUser }));
  });

  it('asks for the password in place, and "Keep my account" puts focus back on the button that asked', () => {
    renderPage(<DeleteAccountSection user={testUser} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(screen.getByLabelText(/password/i)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveFocus();
  });

  it('closes on Escape with focus back on its button, in Russian too', () => {
    setChannelValue(languageChannel, 'ru');
    renderPage(<DeleteAccountSection user={testUser} />);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить аккаунт…' }));
    fireEvent.keyDown(screen.getByLabelText(/пароль/i), { key: 'Escape' });
    expect(screen.queryByLabelText(/пароль/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить аккаунт…' })).toHaveFocus();
  });
});
