import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendQueuedWrites } from '@steady/api-client';
import { languageChannel, toastChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import type { SafetyPlan } from '@steady/contracts';
import { fakeApi, renderPage, resetDevice, signIn } from '../../../shared/testing/render-page';
import { SafetyPlanPage } from './SafetyPlanPage';

const emptyPlan: SafetyPlan = {
  warningSigns: [],
  onMyOwn: [],
  links: [],
  distractions: [],
  askForHelp: [],
  professionals: [],
  saferSurroundings: [],
  updatedAt: null,
};

/** The plan API: GET answers what was last saved, PUT keeps the body as the server would. */
function fakePlanApi(start: SafetyPlan = emptyPlan) {
  let saved = start;
  const fetchMock = fakeApi((method, url, body) => {
    if (url !== '/api/safety-plan') return { status: 404, body: null };
    if (method === 'PUT')
      saved = { ...emptyPlan, ...(body as object), updatedAt: '2026-03-01T10:00:00.000Z' };
    return { status: 200, body: saved };
  });
  return { fetchMock, saved: () => saved };
}

/** The page's first render loads its catalogs and the plan; on a busy machine that takes more than 1 s. */
const firstLoad = { timeout: 5000 };
const toasts = () => toastChannel.get().map((toast) => toast.message);
const puts = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('the safety plan page', () => {
  beforeEach(() => {
    resetDevice();
    setChannelValue(toastChannel, []);
  });

  it('saves what the user writes in two parts, trimmed and without blank lines', async () => {
    const user = userEvent.setup();
    const api = fakePlanApi();
    signIn();
    renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    expect(screen.getByRole('heading', { name: 'My safety plan' })).toBeInTheDocument();
    expect(screen.getByText(/Only you can see your plan/)).toBeInTheDocument();

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Signs that a hard time may be starting: Add a line' },
        firstLoad,
      ),
    );
    await user.type(
      screen.getByLabelText('Signs that a hard time may be starting, line 1'),
      '  I stop eating  ',
    );
    await user.click(screen.getByRole('button', { name: 'People I can ask for help: Add a line' }));
    await user.click(screen.getByRole('button', { name: 'People I can ask for help: Add a line' }));
    await user.type(screen.getByLabelText('People I can ask for help, line 1'), 'Anna — +7 900 123-45-67');
    await user.click(screen.getByRole('checkbox', { name: 'Breath loop' }));
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));

    await waitFor(() => expect(puts(api.fetchMock)).toHaveLength(1));
    expect(api.saved()).toMatchObject({
      warningSigns: ['I stop eating'],
      askForHelp: ['Anna — +7 900 123-45-67'],
      links: ['breathing'],
    });
    await waitFor(() => expect(toasts()).toEqual(['Your plan is saved.']));
    expect(screen.getByRole('link', { name: 'Breath loop' })).toHaveAttribute(
      'href',
      '/techniques/breathing',
    );
  });

  it('shows the emergency numbers Steady names in the professionals part, and prints only the plan', async () => {
    fakePlanApi({ ...emptyPlan, professionals: ['Dr Petrova 8 495 000-00-00'] });
    window.print = jest.fn();
    signIn();
    renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    const professionals = await screen.findByRole(
      'group',
      { name: 'Professionals and crisis lines' },
      firstLoad,
    );
    expect(professionals).toHaveTextContent('Call 112 in Russia and across Europe');
    const paper = screen.getByTestId('printable-plan');
    expect(paper).toHaveTextContent('Dr Petrova 8 495 000-00-00');
    expect(paper).toHaveTextContent('Call 112');
    expect(screen.getByRole('button', { name: 'Save the plan' }).closest('form')).toHaveAttribute(
      'data-print',
      'hide',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(window.print).toHaveBeenCalled();
  });

  it('opens offline with the copy kept on this device, and keeps an offline save until it can be sent', async () => {
    const user = userEvent.setup();
    const kept = { ...emptyPlan, warningSigns: ['Racing thoughts'], updatedAt: '2026-02-01T10:00:00.000Z' };
    fakePlanApi(kept);
    signIn();
    const first = renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    expect(await screen.findByDisplayValue('Racing thoughts', {}, firstLoad)).toBeInTheDocument();
    first.unmount();

    let online = false;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    const offlineFetch = fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    expect(await screen.findByDisplayValue('Racing thoughts')).toBeInTheDocument();
    expect(
      screen.getByText(/You are offline, so this is the copy of your plan kept on this device/),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Signs that a hard time may be starting, line 1'), ' at night');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(await screen.findByDisplayValue('Racing thoughts at night')).toBeInTheDocument();
    expect(puts(offlineFetch)).toHaveLength(0);

    online = true;
    const api = fakePlanApi(kept);
    await act(() => sendQueuedWrites());
    expect(api.saved().warningSigns).toEqual(['Racing thoughts at night']);
    onLine.mockRestore();
  });

  it('asks for the health-data consent when it is missing, and saves once it is given', async () => {
    const user = userEvent.setup();
    let consented = false;
    fakeApi((method, url) => {
      if (url === '/api/auth/consents/health') {
        consented = true;
        return { status: 200, body: { granted: true, grantedAt: '2026-03-01T10:00:00.000Z' } };
      }
      if (method === 'PUT' && !consented) {
        return {
          status: 403,
          body: { error: { code: 'forbidden', reason: 'health_consent_required', message: 'Consent' } },
        };
      }
      return {
        status: 200,
        body: { ...emptyPlan, updatedAt: method === 'PUT' ? '2026-03-01T10:00:00.000Z' : null },
      };
    });
    signIn();
    renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    await user.click(await screen.findByRole('button', { name: 'Save the plan' }, firstLoad));
    await user.click(await screen.findByRole('button', { name: 'I consent — save it' }));
    await waitFor(() => expect(toasts()).toEqual(['Your plan is saved.']));
  });

  it('speaks Russian to a Russian reader', async () => {
    fakePlanApi();
    setChannelValue(languageChannel, 'ru');
    signIn();
    renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    expect(
      await screen.findByRole('group', { name: 'Люди, которых я могу попросить о помощи' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Мой план безопасности' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Распечатать' })).toBeInTheDocument();
  });
});
