import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { buildCli } from './build-cli'
import { writeFakeDist } from './fake-dist'
import { freePort } from './free-port'
import { tempDir } from './temp-dir'

/**
 * How long a process may take to start: two started at once on a fresh database run its migrations one after the
 * other, and the PostgreSQL suite shares the machine with the unit suite and the build (a start took over 30 s there).
 */
export const START_MS = 90_000

/** One gateway process: its API base (`http://127.0.0.1:<port>/gateway`) and the child. */
export interface GatewayProcess {
  url: string
  child: ChildProcess
}

/** The answer envelope of a gateway route. */
export interface Envelope {
  code: number
  msg: string
  result?: any
  data?: any
}

/**
 * Gateway processes of the built CLI on one PostgreSQL database behind one public origin, as behind a load
 * balancer. `start` runs one more; `close` stops them all and removes the bundle.
 */
export async function gatewayProcesses(databaseUrl: string, origin = 'http://localhost:4999') {
  const dir = tempDir()
  const cli = await buildCli()
  writeFakeDist(join(dir.path, 'dist'))
  const running: GatewayProcess[] = []

  /**
   * Starts process `name` on two ports that were free a moment ago; again on two others when another process took one
   * of them meanwhile (the suite's other workers start servers too).
   */
  async function start(name: string): Promise<GatewayProcess> {
    for (let attempt = 1; ; attempt++) {
      try {
        const started = await launch(name, await freePort(), await freePort())
        running.push(started)
        return started
      } catch (error) {
        if (attempt === 3 || !(error as Error).message.includes('EADDRINUSE')) throw error
      }
    }
  }

  async function launch(name: string, port: number, appsPort: number): Promise<GatewayProcess> {
    const child = spawn(process.execPath, [cli.file], {
      cwd: join(import.meta.dirname, '..', '..'),
      env: {
        ...process.env,
        PORT: String(port),
        APPS_PORT: String(appsPort),
        SHELL_ORIGIN: origin,
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(dir.path, name),
        DIST_DIR: join(dir.path, 'dist'),
        LOG_LEVEL: 'silent',
      },
    })
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
    })
    child.stderr!.on('data', (chunk) => {
      output += chunk
    })
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`process ${name} did not start:\n${output}`)), START_MS)
      child.stdout!.on('data', () => {
        if (output.includes('database')) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`process ${name} exited ${code}:\n${output}`))
      })
    })
    return { url: `http://127.0.0.1:${port}/gateway`, child }
  }

  /** POSTs as the shell's page would (its origin, same-site). */
  async function post(
    target: GatewayProcess,
    path: string,
    body: Record<string, unknown> = {},
    token?: string,
  ): Promise<Envelope> {
    const response = await fetch(`${target.url}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        origin,
        'sec-fetch-site': 'same-origin',
        ...(token ? { token } : {}),
      },
    })
    return (await response.json()) as Envelope
  }

  async function close(): Promise<void> {
    await Promise.all(
      running.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode) return resolve(null)
            child.once('exit', resolve)
            child.kill('SIGTERM')
          }),
      ),
    )
    cli.remove()
    dir.remove()
  }

  return { start, post, close }
}
