import { fireEvent, screen } from '@testing-library/react';
import { announcer, renderWithProviders } from '../../../shared/testing/render-tool';
import { MuscleStretchingTool } from './MuscleStretchingTool';

jest.mock('@steady/user-state', () => ({ recordTechniqueCompletion: jest.fn() }));

describe('muscle stretching tool', () => {
  it('says before starting who should skip a stretch, and to rise slowly after the forward fold', () => {
    renderWithProviders(<MuscleStretchingTool techniqueId="muscle-stretching" xp={15} />);
    expect(
      screen.getByText(
        /^If you have an injury, a heart or breathing condition, or are pregnant, skip any stretch/,
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    for (let move = 1; move < 4; move += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Next stretch' }));
    expect(screen.getByRole('heading', { name: 'Stretch 4 of 4' })).toBeInTheDocument();
    // Said on screen and announced to screen readers alike.
    expect(announcer()).toHaveTextContent(/fold forward slowly .* Rise slowly when the time is up\.$/);
  });
});
