import { parseMetricsText, sampleValue } from './metrics-text';

describe('reading the Prometheus text format', () => {
  it('reads samples with their labels, escapes and special values', () => {
    const samples = parseMetricsText(
      [
        '# HELP steady_x_total Things.',
        '# TYPE steady_x_total counter',
        'steady_x_total{limit="writes",path="a\\"b"} 3',
        'steady_x_total{limit="register"} 1e0',
        'steady_up +Inf',
        '',
      ].join('\n'),
    );
    expect(sampleValue(samples, 'steady_x_total')).toBe(4);
    expect(sampleValue(samples, 'steady_x_total', { path: 'a"b' })).toBe(3);
    expect(sampleValue(samples, 'steady_up')).toBe(Infinity);
  });

  it('refuses text that is not in the format, naming the line', () => {
    for (const [text, line] of [
      ['steady_x{a="1} 2', 1],
      ['# TYPE steady_x counter\nsteady_x{a="x"} many', 2],
      ['<html>not found</html>', 1],
      ['# TYPE steady_x sometimes', 1],
    ] as const) {
      expect(() => parseMetricsText(text)).toThrow(`line ${line}`);
    }
  });
});
