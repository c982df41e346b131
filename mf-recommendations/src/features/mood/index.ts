export { prefetchMoodPage } from './prefetch-mood-page';
