import type { TechniqueEntry, User } from '@steady/contracts';
import { createPageRenderer } from '@steady/app-frame/testing';
import { catalogs } from '../../i18n/catalogs';

export { fakeApi } from '@steady/app-frame/testing';

/** Renders an element of this remote at `path` with its providers, as the shell would. */
export const renderPage = createPageRenderer(catalogs);

export const testUser: User = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'inactive',
};

/** A technique entry as the content API sends it; `overrides` shape the case at hand. */
export function techniqueEntry(overrides: Partial<TechniqueEntry> = {}): TechniqueEntry {
  return {
    id: 'extended-exhale',
    type: 'text',
    appName: null,
    props: {},
    name: 'Extended exhale',
    desc: 'Breathe out longer than you breathe in.',
    time: '3 min',
    minutes: 3,
    xp: '15 XP',
    xpAmount: 15,
    likes: '4',
    steps: ['Breathe in for four counts.', 'Breathe out for six counts.', 'Repeat five times.'],
    audio: false,
    isPremium: false,
    locked: false,
    ...overrides,
  };
}
