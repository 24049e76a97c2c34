// `node scripts/run-parallel.mjs a b`: runs the npm scripts a and b at the same time (the unit suite and the
// PostgreSQL suite each keep one core busy), prints each one's output whole when it ends, and fails if any failed.
import { spawn } from 'node:child_process'

const names = process.argv.slice(2)
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]')
  process.exit(2)
}

const run = (name) => new Promise((resolve) => {
  const started = Date.now()
  const child = spawn('npm', ['run', '--silent', name], { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } })
  const chunks = []
  child.stdout.on('data', (chunk) => chunks.push(chunk))
  child.stderr.on('data', (chunk) => chunks.push(chunk))
  child.on('close', (code, signal) => {
    const seconds = Math.round((Date.now() - started) / 1000)
    process.stdout.write(`\n[${name}] ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s\n`)
    process.stdout.write(Buffer.concat(chunks))
    resolve(code === 0)
  })
  child.on('error', (error) => {
    process.stdout.write(`\n[${name}] could not start: ${error.message}\n`)
    resolve(false)
  })
})

const results = await Promise.all(names.map(run))
process.exit(results.every(Boolean) ? 0 : 1)
