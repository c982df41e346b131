import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage } from '../../../shared/testing/render-page';
import { ShoppingListPage } from './ShoppingListPage';

const supplements = {
  lang: 'en',
  disclaimer: 'Talk to a doctor or pharmacist before starting any supplement.',
  items: [
    {
      id: 'magnesium',
      name: 'Magnesium',
      benefits: ['Helps reduce tiredness.'],
      dosage: '100–350 mg a day.',
      frequency: 'Once a day.',
      notes: 'Too much can upset the stomach.',
      recommendations: ['Start with food sources.'],
      sources: ['Pumpkin seeds'],
      disclaimer: 'Check with a doctor or pharmacist before you take it.',
    },
  ],
};

describe('the shopping list', () => {
  it('lists each supplement with every section and the disclaimer, and prints', async () => {
    const fetchMock = fakeApi(() => ({ status: 200, body: supplements }));
    window.print = jest.fn();
    renderPage(<ShoppingListPage />, { path: '/shopping-list' });
    expect(await screen.findByRole('heading', { name: 'Magnesium' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/content/supplements?lang=en', expect.anything());
    expect(screen.getByText(/Talk to a doctor or pharmacist/)).toBeInTheDocument();
    for (const section of ['What it does', 'Typical dose', 'How often', 'Good to know', 'Tips', 'Found in']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Pumpkin seeds')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Magnesium' })).getByText(
        'Check with a doctor or pharmacist before you take it.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print the list' }));
    expect(window.print).toHaveBeenCalled();
  });

  it('says so, with a way back, when the list cannot be loaded', async () => {
    fakeApi(() => ({ status: 500, body: null }));
    renderPage(<ShoppingListPage />, { path: '/shopping-list' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The content could not be loaded.');
    expect(screen.getByRole('link', { name: 'Back to all states' })).toBeInTheDocument();
  });
});
