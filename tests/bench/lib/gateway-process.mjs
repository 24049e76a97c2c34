// The built gateway (dist/gateway/cli.mjs) as a child process, for benchmarks that measure the process itself.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

/** Starts the CLI with `env` (DATA_DIR, DATABASE_URL …); answers its pid, port and API base once it listens. */
export function startGatewayProcess(distDir, env) {
  const child = spawn(process.execPath, [join(distDir, 'gateway/cli.mjs')], {
    env: { ...process.env, PORT: '0', APPS_PORT: '0', DIST_DIR: distDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 60_000)
    child.stdout.on('data', (chunk) => {
      output += chunk
      const shell = /shell {4}http:\/\/localhost:(\d+)\//.exec(output)
      if (shell && output.includes('database')) {
        clearTimeout(timer)
        const port = Number(shell[1])
        resolve({
          child,
          pid: child.pid,
          port,
          gateway: `http://127.0.0.1:${port}/gateway`,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode) return done()
              child.once('exit', () => done())
              child.kill('SIGTERM')
              setTimeout(() => child.kill('SIGKILL'), 15_000).unref()
            }),
        })
      }
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
      if (process.env.BENCH_VERBOSE) process.stderr.write(chunk)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`gateway exited ${code}:\n${output}`))
    })
  })
}

/** POSTs JSON to the gateway and answers the envelope. */
export async function postJson(gateway, path, body, token) {
  const response = await fetch(`${gateway}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  return response.json()
}
