// `npm test`: every check of the product in two phases, printing each part's and each phase's duration.
//   1. side by side: the type check, the unit suite, the gateway suite on PostgreSQL and the build with the test
//      fixtures (each part's output is printed whole when it ends, so parallel logs never interleave);
//   2. the end-to-end suite on that build (Playwright, its workers each with their own product).
// A failure in phase 1 skips phase 2; the exit code is non-zero when any part failed.
import { spawn } from 'node:child_process'

const PHASES = [
  { name: 'checks', parts: ['typecheck', 'lint', 'test:unit', 'test:pg', 'build:e2e'] },
  { name: 'end-to-end', parts: ['test:e2e:run'] },
]

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
const times = []
let passed = true
for (const phase of PHASES) {
  const phaseStarted = Date.now()
  const results = await Promise.all(phase.parts.map((part) => run(part, phase.parts.length === 1)))
  times.push(`${phase.name} ${seconds(phaseStarted)} s`)
  if (!results.every(Boolean)) {
    passed = false
    break
  }
}
console.log(`\n[test] ${passed ? 'passed' : 'FAILED'}: ${times.join(', ')}; total ${seconds(started)} s`)
process.exit(passed ? 0 : 1)
