import { recordPerf } from '../services/perf-reports'
import type { FrameHooks, ShellHandlers } from './frame'

/** `perf.report`: the app's web vitals, batched to the gateway (the figures already given still go when the frame goes). */
export function handlers({ app }: Pick<FrameHooks, 'app'>): Pick<ShellHandlers, 'perf.report'> {
  return { 'perf.report': (metrics) => recordPerf(app.manifest?.name ?? app.code, metrics) }
}
