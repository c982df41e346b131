/** Making sound exactly periodic, and laying out a looping file so encoder delay can never open a gap. */

/**
 * Closes a stretch of stationary sound into a loop of `loopLength` samples. The input must be at least
 * `loopLength + crossfadeLength` long: its tail past `loopLength` is faded out over the loop's head while
 * the head fades in (equal power, for uncorrelated noise), so the last sample of the loop flows straight
 * into the first — the head now begins with what followed the last sample.
 */
export function closeLoop(signal: Float32Array, loopLength: number, crossfadeLength: number): Float32Array {
  if (signal.length < loopLength + crossfadeLength) throw new Error('closeLoop: signal too short');
  const loop = signal.slice(0, loopLength);
  for (let index = 0; index < crossfadeLength; index++) {
    const angle = ((index + 0.5) / crossfadeLength) * (Math.PI / 2);
    loop[index] = signal[index]! * Math.sin(angle) + signal[loopLength + index]! * Math.cos(angle);
  }
  return loop;
}

/** Adds `event` into a loop buffer starting at `start`, wrapping past the end, so events stay periodic. */
export function addWrapped(loop: Float32Array, event: Float32Array, start: number, gain = 1): void {
  const length = loop.length;
  let position = ((Math.floor(start) % length) + length) % length;
  for (let index = 0; index < event.length; index++) {
    loop[position] = loop[position]! + event[index]! * gain;
    position = position + 1 === length ? 0 : position + 1;
  }
}

/**
 * The file layout of a loop: [last `margin` samples] + [the loop] + [first `margin` samples]. Any window
 * of loop length inside it is one full period, so a player may loop [margin, margin + loop length)
 * even if decoding shifts everything by a codec delay (about 1100 samples for LAME, under 2300 for any
 * decoder). The file's outermost `edgeFade` samples fade in and out, so starting or ending playback at
 * the very edges of the file never clicks; they lie well outside any window a player loops.
 */
export function padLoopForFile(loop: Int16Array, margin: number, edgeFade = 1024): Int16Array {
  const output = new Int16Array(loop.length + 2 * margin);
  output.set(loop.subarray(loop.length - margin), 0);
  output.set(loop, margin);
  output.set(loop.subarray(0, margin), margin + loop.length);
  for (let index = 0; index < edgeFade; index++) {
    const gain = 0.5 - 0.5 * Math.cos((Math.PI * index) / edgeFade);
    output[index] = Math.round(output[index]! * gain);
    output[output.length - 1 - index] = Math.round(output[output.length - 1 - index]! * gain);
  }
  return output;
}
