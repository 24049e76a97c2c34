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

/** Lines naming what failed in the parts that failed, printed again at the end of the output. */
const failures = []
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '')
/** A failed part's lines that name a failure: the test reporters' own and the compiler's and linter's errors. */
const whatFailed = (name, output) => {
  const all = plain(output).split('\n')
  // A Vitest failure's line is followed by its error's first line (a failed hook names only its describe block).
  const lines = all
    .flatMap((line, at) =>
      /^\[tests\] |^\s*(FAIL|✘)\s|error TS\d+|^\s*\d+\) /.test(line)
        ? [line, ...(/^\s*FAIL\s/.test(line) && /^\w*Error\b/.test(all[at + 1] ?? '') ? [`  ${all[at + 1]}`] : [])]
        : [],
    )
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
if (failures.length > 0) console.log(`\n[test] what failed:\n${failures.join('\n')}`)
console.log(`\n[test] ${passed ? 'passed' : 'FAILED'}: ${times.join(', ')}; total ${seconds(started)} s`)
process.exit(passed ? 0 : 1)
