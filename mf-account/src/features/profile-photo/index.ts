export { PhotoSection } from './components/PhotoSection';
export { useOwnPhotoUrl } from './hooks/use-own-photo-url';
