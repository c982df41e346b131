import { authChannel } from '@steady/bus';
import { fakeApi, resetDevice, signIn, testUser } from '../../../shared/testing/render-page';
import { deleteAccount } from './deletion-api';

describe('deleting the account from this browser', () => {
  beforeEach(() => resetDevice());

  it('signs out and leaves no copy of the safety plan on the device', async () => {
    fakeApi(() => ({ status: 204, body: null }));
    signIn();
    const key = `steady:safety-plan:${testUser.id}`;
    localStorage.setItem(key, JSON.stringify({ warningSigns: ['Racing thoughts'] }));
    await deleteAccount({ password: 'calm-password-1' });
    expect(localStorage.getItem(key)).toBeNull();
    expect(authChannel.get().isAuthenticated).toBe(false);
  });

  it('keeps the copy when the server refused the deletion', async () => {
    fakeApi(() => ({
      status: 400,
      body: { error: { code: 'validation_failed', reason: 'wrong_password', message: 'Wrong' } },
    }));
    signIn();
    const key = `steady:safety-plan:${testUser.id}`;
    localStorage.setItem(key, '{}');
    await expect(deleteAccount({ password: 'not-mine' })).rejects.toThrow();
    expect(localStorage.getItem(key)).toBe('{}');
  });
});
