export { createMetrics, type Metrics } from './metrics';
export { createMetricsModule } from './metrics.module';
export { createMetricsRepository, type MetricsRepository } from './metrics.repository';
