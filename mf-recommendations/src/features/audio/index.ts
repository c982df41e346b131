export { CalmingAudioEntry } from './components/CalmingAudioEntry';
export { RemoteAudioSlot } from './components/RemoteAudioSlot';
