/** The part of parse-prometheus-text-format the metrics tests use (the package ships no types). */
declare module 'parse-prometheus-text-format' {
  interface Sample {
    labels?: Record<string, string>;
    /** Counters and gauges. */
    value?: string;
    /** Histograms. */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  interface MetricFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Sample[];
  }
  /** Parses the Prometheus text exposition format; throws on text that is not in it. */
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
