import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../shared/testing/render-tool';
import { DynamicBreakTool } from './DynamicBreakTool';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));

describe('short dynamic break tool', () => {
  it('says before the jumps who should march instead or skip the break', () => {
    renderWithProviders(<DynamicBreakTool techniqueId="dynamic-break" xp={15} />);
    expect(
      screen.getByText(
        'If you have an injury, a heart or breathing condition, or are pregnant, march instead of jumping, or skip this break.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByText(/march instead of jumping/)).not.toBeInTheDocument();
  });
});
