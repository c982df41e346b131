/** Geometry of the small SVG charts: pure, so it is tested without a browser. */

interface ChartBox {
  width: number;
  height: number;
  /** Room kept free at the top, so the tallest bar or point is not cut off. */
  padding: number;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One bar per value, side by side, scaled to the largest value (at least 1, so all-zero stays flat). */
export function barsFor(values: readonly number[], box: ChartBox): Bar[] {
  const largest = Math.max(1, ...values);
  const slot = box.width / Math.max(1, values.length);
  const gap = Math.min(4, slot * 0.2);
  const usable = box.height - box.padding;
  return values.map((value, index) => {
    const height = (Math.max(0, value) / largest) * usable;
    return { x: index * slot + gap / 2, y: box.height - height, width: slot - gap, height };
  });
}

interface Point {
  x: number;
  y: number;
}

/**
 * Points of a line over a fixed scale (the 1–5 mood scale), one per value at the middle of its slot;
 * a missing value leaves a gap, so the line never claims a mood nobody recorded.
 */
export function linePointsFor(
  values: readonly (number | null)[],
  box: ChartBox,
  scale: { min: number; max: number },
): (Point | null)[] {
  const slot = box.width / Math.max(1, values.length);
  const usable = box.height - 2 * box.padding;
  return values.map((value, index) =>
    value === null
      ? null
      : {
          x: index * slot + slot / 2,
          y: box.padding + (1 - (value - scale.min) / (scale.max - scale.min)) * usable,
        },
  );
}

/** SVG path data joining consecutive points; a gap starts a new segment. */
export function pathThrough(points: readonly (Point | null)[]): string {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (point === null) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${point.x.toFixed(1)} ${point.y.toFixed(1)} `;
    drawing = true;
  }
  return path.trim();
}
