import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { languageChannel } from '@steady/bus';
import { catalogMessages, type Catalogs } from '@steady/ui';
import { flushPromises } from '../testing/render-page';
import { AppProviders } from './app-providers';
import { setChannelValue } from '@steady/bus/testing';

/** Catalogs as the browser build shapes them: English at hand, Russian loaded when first needed. */
function catalogsWithRussianLater() {
  let deliver: (messages: Record<string, string>) => void = () => {};
  const russian = new Promise<Record<string, string>>((resolve) => (deliver = resolve));
  const catalogs = { en: { 'app.hello': 'Hello' }, ru: () => russian } as unknown as Catalogs;
  return {
    catalogs,
    deliver: async (messages: Record<string, string>) => {
      deliver(messages);
      await flushPromises();
    },
  };
}

describe('an app’s texts in the reader’s language', () => {
  afterEach(() => act(() => setChannelValue(languageChannel, 'en')));

  it('keeps the current language on screen until the chosen one arrives, then switches', async () => {
    const { catalogs, deliver } = catalogsWithRussianLater();
    render(
      <AppProviders catalogs={catalogs}>
        <FormattedMessage id="app.hello" />
      </AppProviders>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => setChannelValue(languageChannel, 'ru'));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(catalogMessages(catalogs, 'ru')).toEqual({ 'app.hello': 'Hello' });
    await deliver({ 'app.hello': 'Привет' });
    expect(screen.getByText('Привет')).toBeInTheDocument();
    expect(catalogMessages(catalogs, 'ru')).toEqual({ 'app.hello': 'Привет' });
  });

  it('shows nothing rather than the wrong language before a Russian reader’s first texts arrive', async () => {
    act(() => setChannelValue(languageChannel, 'ru'));
    const { catalogs, deliver } = catalogsWithRussianLater();
    const { container } = render(
      <AppProviders catalogs={catalogs}>
        <FormattedMessage id="app.hello" />
      </AppProviders>,
    );
    expect(container).toBeEmptyDOMElement();
    await deliver({ 'app.hello': 'Привет' });
    expect(screen.getByText('Привет')).toBeInTheDocument();
  });
});
