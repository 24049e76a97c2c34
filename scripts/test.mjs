// `npm test`: every check of the product, printing each part's and each phase's duration.
//   1. side by side: the type check, the linter, the unit suite, the gateway suite on PostgreSQL and the build with
//      the test fixtures (each part's output is printed whole when it ends, so parallel logs never interleave);
//   2. the end-to-end suite on that build (Playwright, its workers each with their own product), started as soon as
//      every part of phase 1 but the PostgreSQL suite has passed: the longest part's tail runs beside it.
// A failure in phase 1 skips phase 2; the exit code is non-zero when any part failed.
import { spawn } from 'node:child_process'

const CHECKS = ['typecheck', 'lint', 'test:unit', 'build:e2e']
/** The part of phase 1 that may still run while the end-to-end suite starts. */
const BESIDE = 'test:pg'
const END_TO_END = 'test:e2e:run'

const seconds = (since) => Math.round((Date.now() - since) / 1000)

/** Runs one npm script; `stream` prints its output as it comes, else whole at the end. */
const run = (name, stream) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', name], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: stream ? 'inherit' : 'pipe',
    })
    const chunks = []
    child.stdout?.on('data', (chunk) => chunks.push(chunk))
    child.stderr?.on('data', (chunk) => chunks.push(chunk))
    child.on('close', (code, signal) => {
      process.stdout.write(
        `\n[test] ${name} ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds(started)} s\n`,
      )
      process.stdout.write(Buffer.concat(chunks))
      resolve(code === 0)
    })
    child.on('error', (error) => {
      process.stdout.write(`\n[test] ${name} could not start: ${error.message}\n`)
      resolve(false)
    })
  })

const started = Date.now()
const beside = run(BESIDE, false).then((ok) => ({ ok, at: seconds(started) }))
const checks = await Promise.all(CHECKS.map((part) => run(part, false)))
const times = [`checks ${seconds(started)} s`]
let passed = checks.every(Boolean)
if (passed) {
  const endToEndStarted = Date.now()
  passed = await run(END_TO_END, true)
  times.push(`end-to-end ${seconds(endToEndStarted)} s`)
}
const pg = await beside
times.push(`${BESIDE} ended at ${pg.at} s`)
passed = passed && pg.ok
console.log(`\n[test] ${passed ? 'passed' : 'FAILED'}: ${times.join(', ')}; total ${seconds(started)} s`)
process.exit(passed ? 0 : 1)
