import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/**
 * Prints, after the run, one line per test that failed (file, name, the error's first line) and per test that
 * passed only on its retry, each starting `[tests]`: `npm test` repeats these lines at the very end of its output,
 * where a CI log's tail shows them.
 */
export default class RetryReport implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines: string[] = []
    for (const testModule of testModules) {
      const file = relative(process.cwd(), testModule.moduleId)
      for (const testCase of testModule.children.allTests()) {
        const result = testCase.result()
        if (result.state === 'failed') {
          const message = (result.errors?.[0]?.message ?? '').split('\n')[0].slice(0, 200)
          lines.push(`[tests] failed: ${file} > ${testCase.fullName}: ${message}`)
        } else if (testCase.diagnostic()?.flaky) {
          lines.push(`[tests] passed on its retry: ${file} > ${testCase.fullName}`)
        }
      }
    }
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`)
  }
}
