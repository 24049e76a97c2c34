// Gateway processes started from the built CLI (dist/gateway/cli.mjs), as in production behind a load
// balancer: several processes on one PostgreSQL database and one public shell origin
// (gateway/src/multiprocess.pg-test.ts starts them the same way).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A port that was free a moment ago (the child binds it itself). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** CPU seconds (user + system) process `pid` has used so far, from /proc (Linux); null elsewhere. */
export function cpuSecondsOf(pid) {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in ticks of 1/100 s.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

/** The last `max` lines a process printed, and how many were error records (pino level ≥ 50, or the CLI's own). */
function outputOf(child, max = 40) {
  const lines = []
  const output = { lines, errors: 0, text: () => lines.join('\n') }
  const take = (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      if (/"level":[56]\d/.test(line) || /^\[hr-portal\].*(error|uncaught|unhandled)/i.test(line)) output.errors += 1
      lines.push(line.slice(0, 2000))
      if (lines.length > max) lines.shift()
    }
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  return output
}

async function startOne({ cli, distDir, databaseUrl, origin, dataDir, name }) {
  const port = await freePort()
  const child = spawn(process.execPath, [cli], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      APPS_PORT: '0',
      SHELL_ORIGIN: origin,
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(dataDir, name),
      DIST_DIR: distDir,
      LOG_LEVEL: 'error',
      // The demo's sample vendor apps on free ports: two processes (and other runs) must not share one.
      VENDOR_SAMPLE_PORTS: 'supplier=0,tour-shop=0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = outputOf(child)
  let started = ''
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`gateway ${name} did not start in 90 s:\n${output.text()}`)),
      90_000,
    )
    child.stdout.on('data', (chunk) => {
      started += chunk
      if (started.includes('  database ')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`gateway ${name} exited ${code}:\n${output.text()}`))
    })
  })
  return { name, url: `http://127.0.0.1:${port}`, child, output }
}

/**
 * Starts `count` gateway processes of the build in `distDir` on `databaseUrl`, all behind `origin`
 * (the public shell origin a load balancer would serve). Answers `{ processes, stop }`; each process
 * has `url` (its own loopback address), `name` and `output` (its last lines and error count).
 */
export async function startGatewayProcesses({ distDir, databaseUrl, count = 2, origin = 'http://localhost:4999' }) {
  const cli = join(distDir, 'gateway/cli.mjs')
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-portal-bench-procs-'))
  const processes = []
  const stop = async () => {
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve()
            const kill = setTimeout(() => child.kill('SIGKILL'), 15_000)
            child.once('exit', () => {
              clearTimeout(kill)
              resolve()
            })
            child.kill('SIGTERM')
          }),
      ),
    )
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // The first one migrates and seeds the new database; the others find it ready.
    processes.push(await startOne({ cli, distDir, databaseUrl, origin, dataDir, name: 'a' }))
    for (let i = 1; i < count; i++)
      processes.push(await startOne({ cli, distDir, databaseUrl, origin, dataDir, name: String.fromCharCode(97 + i) }))
  } catch (error) {
    await stop()
    throw error
  }
  return { processes, origin, stop }
}
