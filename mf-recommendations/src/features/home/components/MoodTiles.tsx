import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { moods } from '@steady/contracts';
import { useLanguage } from '@steady/app-frame';
import { prefetchMoodPage } from '../../mood';
import { usePickMood } from '../hooks/usePickMood';
import { MoodIllustration } from './illustrations/MoodIllustration';

const TileGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0;
  display: grid;
  /* Three by two: the six choices read as one calm block, never a lone tile on a second row. */
  /* minmax(0, …): a long word (Прокрастинация) wraps inside its tile instead of widening the page. */
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space(3)};
  scroll-margin-top: ${({ theme }) => theme.space(6)};
`;

const tileLook = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  min-height: 150px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: center;
  overflow-wrap: anywhere;
  hyphens: auto;
  text-decoration: none;
  svg {
    max-width: 100%;
    height: auto;
  }
  /* Phones: one tile per row, picture beside the name, so a long name never breaks mid-word. */
  @media (max-width: 479px) {
    flex-direction: row;
    justify-content: flex-start;
    min-height: 64px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font-size: 0.95rem;
    svg {
      width: 48px;
      flex: none;
    }
  }
  transition: border-color 150ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Tile = styled(Link)`
  ${tileLook}
`;

/** The sixth tile has no picture: it is a question, and leads to the short test. */
const UnknownTile = styled(Link)`
  ${tileLook}
  border-style: dashed;
  border-width: 2px;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Spec §2: six state tiles; the grid is `#moods`, where the header's recommendations link lands. */
export function MoodTiles() {
  const intl = useIntl();
  const [language] = useLanguage();
  const pickMood = usePickMood();
  return (
    <TileGrid id="moods" aria-label={intl.formatMessage({ id: 'home.tiles' })}>
      {moods.map((mood) => (
        <li key={mood}>
          <Tile
            to={`/recommendations/${mood}`}
            onClick={() => pickMood(mood)}
            onPointerEnter={() => prefetchMoodPage(mood, language)}
            onPointerDown={() => prefetchMoodPage(mood, language)}
            onFocus={() => prefetchMoodPage(mood, language)}
          >
            <MoodIllustration mood={mood} />
            <FormattedMessage id={`mood.${mood}`} />
          </Tile>
        </li>
      ))}
      <li>
        <UnknownTile to="/short-test">
          <FormattedMessage id="home.unknown" />
        </UnknownTile>
      </li>
    </TileGrid>
  );
}
