import { barsFor, linePointsFor, pathThrough } from './chart-scale';
import { bucketLabel, bucketTitle } from './bucket-labels';

const box = { width: 100, height: 50, padding: 10 };

describe('chart geometry', () => {
  it('scales bars to the largest value and keeps zero flat', () => {
    const bars = barsFor([0, 5, 10, 20], box);
    expect(bars.map((bar) => bar.height)).toEqual([0, 10, 20, 40]);
    expect(bars.map((bar) => bar.y)).toEqual([50, 40, 30, 10]);
    expect(bars[1]?.x).toBeCloseTo(25 + 2);
    expect(barsFor([0, 0], box).every((bar) => bar.height === 0)).toBe(true);
  });

  it('places mood points on the fixed 1–5 scale and leaves gaps for days without entries', () => {
    const points = linePointsFor([1, null, 5, 3], box, { min: 1, max: 5 });
    expect(points).toEqual([{ x: 12.5, y: 40 }, null, { x: 62.5, y: 10 }, { x: 87.5, y: 25 }]);
    expect(pathThrough(points)).toBe('M12.5 40.0 M62.5 10.0 L87.5 25.0');
  });
});

describe('chart labels', () => {
  it('names columns by weekday, day or month in the reader’s language', () => {
    expect(bucketLabel('2026-03-02', 'week', 'en')).toBe('Mon');
    expect(bucketLabel('2026-03-02', 'month', 'en')).toBe('Mar 2');
    expect(bucketLabel('2026-03-01', 'year', 'ru')).toBe('март');
    expect(bucketTitle('2026-03-02', 'week', 'ru')).toBe('понедельник, 2 марта');
    expect(bucketTitle('2026-03-01', 'year', 'en')).toBe('March 2026');
  });
});
