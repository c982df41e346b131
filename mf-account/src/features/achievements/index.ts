export { AchievementsSection } from './components/AchievementsSection';
