// `npm test`: every check of the product, printing each part's and each phase's duration. The phases run one after
// another, each part of a phase beside the others: on two cores, suites run side by side took longer together than one
// after the other (each slowed the others' tests, waits and timeouts more than it gained from the other's idle time).
//   1. the type check, the linter and the build with the test fixtures (short, each using both cores in bursts);
//   2. the unit suite (the gateway's tests on SQLite, the shell's and apps');
//   3. the gateway suite on PostgreSQL (when TEST_DATABASE_URL is set: scripts/test-pg.mjs);
//   4. the end-to-end suite on that build (Playwright, its workers each with their own product).
// Each part's output is printed whole when it ends (the end-to-end suite's as it comes). A failure skips the phases
// after it; the exit code is non-zero when any part failed.
import { spawn } from 'node:child_process'

/** The phases in order, with their parts; a `stream` phase's output is printed as it comes. */
const PHASES = [
  { name: 'checks', parts: ['typecheck', 'lint', 'build:e2e'] },
  { name: 'unit', parts: ['test:unit'] },
  { name: 'postgresql', parts: ['test:pg'] },
  { name: 'end-to-end', parts: ['test:e2e:run'], stream: true },
]

/** Lines naming what failed in the parts that failed, printed again at the end of the output. */
const failures = []
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '')
/** A failed part's lines that name a failure: the test reporters' own and the compiler's and linter's errors. */
const whatFailed = (name, output) => {
  const lines = plain(output)
    .split('\n')
    .filter((line) => /^\[tests\] |^\s*(FAIL|✘)\s|error TS\d+|^\s*\d+\) /.test(line))
    .slice(0, 40)
  return [`${name}:`, ...(lines.length > 0 ? lines : plain(output).trimEnd().split('\n').slice(-20))]
}

const seconds = (since) => Math.round((Date.now() - since) / 1000)

/** Runs one npm script; `stream` prints its output as it comes, else whole at the end. */
const run = (name, stream) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', name], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['inherit', 'pipe', 'pipe'],
    })
    // A streamed part's output is printed as it comes and kept too, for the summary of what failed.
    const chunks = []
    const keep = (chunk) => {
      chunks.push(chunk)
      if (stream) process.stdout.write(chunk)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('close', (code, signal) => {
      process.stdout.write(
        `\n[test] ${name} ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds(started)} s\n`,
      )
      const output = Buffer.concat(chunks)
      if (!stream) process.stdout.write(output)
      if (code !== 0) failures.push(...whatFailed(name, output.toString()))
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
  const results = await Promise.all(phase.parts.map((part) => run(part, phase.stream === true)))
  times.push(`${phase.name} ${seconds(phaseStarted)} s`)
  passed = results.every(Boolean)
  if (!passed) break
}
if (failures.length > 0) console.log(`\n[test] what failed:\n${failures.join('\n')}`)
console.log(`\n[test] ${passed ? 'passed' : 'FAILED'}: ${times.join(', ')}; total ${seconds(started)} s`)
process.exit(passed ? 0 : 1)
