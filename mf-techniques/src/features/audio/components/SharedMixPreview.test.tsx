import { act, screen } from '@testing-library/react';
import { languageChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { renderWithProviders } from '../../../shared/testing/render-tool';
import { SharedMixPreview } from './SharedMixPreview';

const sounds = [
  { id: 'rain', title: 'Rain' },
  { id: 'forest', title: 'Forest' },
];

describe('a shared mix opened without Premium', () => {
  afterEach(() => act(() => setChannelValue(languageChannel, 'en')));

  it('tells a guest which sounds the mix holds and at what volume', () => {
    renderWithProviders(<SharedMixPreview sounds={sounds} />, '/audio?mix=rain.60~forest.40');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Someone shared a sound mix with you: Rain at 60% and Forest at 40%. Playing mixes is part of Premium.',
    );
  });

  it('says it in Russian', () => {
    act(() => setChannelValue(languageChannel, 'ru'));
    renderWithProviders(<SharedMixPreview sounds={sounds} />, '/audio?mix=rain.60~forest.40');
    expect(screen.getByRole('status')).toHaveTextContent(
      'С вами поделились миксом звуков: Rain — 60 % и Forest — 40 %. Слушать миксы можно с Премиумом.',
    );
  });

  it('says the link cannot be read instead of inventing a mix', () => {
    renderWithProviders(<SharedMixPreview sounds={sounds} />, '/audio?mix=thunder.60');
    expect(screen.getByRole('alert')).toHaveTextContent('This mix link cannot be read.');
  });

  it('shows nothing on the page without a shared mix', () => {
    renderWithProviders(<SharedMixPreview sounds={sounds} />, '/audio');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
