import { metricsRegistry } from '../metrics/metrics-registry';

/** The value of a counter or gauge in this process's metrics, summed over the series matching `labels` (0 if none). */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric(name)?.get();
  return (metric?.values ?? [])
    .filter((value) => Object.entries(labels).every(([label, expected]) => value.labels[label] === expected))
    .reduce((total, value) => total + value.value, 0);
}
