import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { fakeApi, renderPage, resetDevice, signIn } from '../../../shared/testing/render-page';
import { MessagePage } from './MessagePage';

const person = (status: string, messagesLeft = 3) => ({
  name: 'Anna',
  email: 'anna@example.com',
  language: 'en',
  yourName: 'Ann',
  status,
  askedAt: '2026-03-01T12:00:00.000Z',
  answeredAt: '2026-03-01T13:00:00.000Z',
  weekly: false,
  personWantsWeekly: false,
  weeklyLine: '',
  messagesLeft,
});

describe('the rough-moment message page', () => {
  beforeEach(resetDevice);

  it.each([
    ['en', 'I’m having a rough moment — could you get in touch?', 'Send', /^Sent to Anna\./],
    ['ru', 'Мне сейчас тяжело — можешь со мной связаться?', 'Отправить', /^Сообщение отправлено, Anna/],
  ] as const)(
    'previews the message in the user’s words and sends it only on Send (%s)',
    async (language, text, send, sent) => {
      const posted: unknown[] = [];
      fakeApi((method, url, body) => {
        if (method === 'POST' && url === '/api/trusted-person/message') {
          posted.push(body);
          return { status: 202, body: { sent: true, messagesLeft: 2 } };
        }
        return { status: 200, body: { person: person('agreed') } };
      });
      signIn();
      setChannelValue(languageChannel, language);
      renderPage(<MessagePage />, { path: '/trusted-person/message' });
      // The first load of a page can take over a second on a busy machine.
      const message = await screen.findByRole('textbox', {}, { timeout: 5000 });
      expect(message).toHaveValue(text);
      expect(posted).toEqual([]);
      await userEvent.type(message, ' Call me?');
      await userEvent.click(screen.getByRole('button', { name: send }));
      expect(await screen.findByText(sent)).toBeInTheDocument();
      expect(posted).toEqual([{ text: `${text} Call me?` }]);
    },
  );

  it('after three messages in a day says so calmly and shows the crisis numbers instead of the form', async () => {
    fakeApi(() => ({ status: 200, body: { person: person('agreed', 0) } }));
    signIn();
    renderPage(<MessagePage />, { path: '/trusted-person/message' });
    expect(
      await screen.findByText(/You have sent as many messages in the last 24 hours/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('offers no form before the person agreed, only the way to the trusted person page', async () => {
    fakeApi(() => ({ status: 200, body: { person: person('waiting') } }));
    signIn();
    renderPage(<MessagePage />, { path: '/trusted-person/message' });
    expect(
      await screen.findByRole('link', { name: 'Go to the trusted person page' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/trusted-person');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
