import { spawnSync } from 'node:child_process';

/** One sample of the Prometheus text exposition format: its series name, labels and value. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const labelPair = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
const sampleLine = new RegExp(
  `^(${name})(?:\\{((?:${labelPair})(?:,${labelPair})*,?)?\\})? (\\S+)(?: -?\\d+)?$`,
);
const commentLine = new RegExp(
  `^# (?:HELP ${name}(?: .*)?|TYPE ${name} (?:counter|gauge|histogram|summary|untyped))$`,
);
const number = /^(?:[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|[+-]?Inf|NaN)$/;

/**
 * Reads the Prometheus text exposition format (version 0.0.4) strictly: a line that is neither a HELP or
 * TYPE comment nor a well-formed sample with a number for its value throws, naming the line. Where promtool
 * is installed it reads the text as well, as Prometheus itself does.
 */
export function parseMetricsText(text: string): MetricSample[] {
  const samples = text.split('\n').flatMap((line, index) => {
    if (line === '' || commentLine.test(line)) return [];
    const match = sampleLine.exec(line);
    if (!match || !number.test(match[3]!))
      throw new Error(`Not the Prometheus text format, line ${index + 1}: ${line}`);
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map(
        ([, label, value]) => [label!, value!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1')],
      ),
    );
    return [{ name: match[1]!, labels, value: Number(match[3]!.replace('Inf', 'Infinity')) }];
  });
  const promtool = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  // Exit 3 is promtool's lint advice (prom-client names some gauges *_total); a parsing error is exit 1.
  if (promtool.error === undefined && promtool.status !== 0 && promtool.status !== 3) {
    throw new Error(`promtool cannot read the metrics: ${promtool.stderr}${promtool.stdout}`);
  }
  return samples;
}

/** The sum of the samples of one series name whose labels include `labels`. */
export function sampleValue(
  samples: readonly MetricSample[],
  series: string,
  labels: Record<string, string> = {},
) {
  return samples
    .filter(
      (sample) =>
        sample.name === series &&
        Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
    )
    .reduce((total, sample) => total + sample.value, 0);
}
