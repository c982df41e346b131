/**
 * One sound source at a time: starting the mixer stops the state's calming audio and the other way round,
 * so two players never play over each other.
 */
let stopCurrentOwner: (() => void) | null = null;

export function claimAudioFocus(stop: () => void): void {
  if (stopCurrentOwner && stopCurrentOwner !== stop) stopCurrentOwner();
  stopCurrentOwner = stop;
}

export function releaseAudioFocus(stop: () => void): void {
  if (stopCurrentOwner === stop) stopCurrentOwner = null;
}
