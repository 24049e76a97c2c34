import { spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCli } from './testing/build-cli'
import { writeFakeDist } from './testing/fake-dist'
import { tempDir } from './testing/temp-dir'

describe('cli', () => {
  const dir = tempDir()
  let cli: Awaited<ReturnType<typeof buildCli>>
  beforeAll(async () => {
    cli = await buildCli()
  })
  afterAll(() => {
    dir.remove()
    cli.remove()
  })

  it('prints the three URLs and the demo accounts, then closes cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [cli.file], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: '0',
        APPS_PORT: '0',
        DATA_DIR: join(dir.path, 'data'),
        DIST_DIR: join(dir.path, 'dist'),
        DATABASE_URL: '',
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start banner:\n${output}`)), 45_000)
      child.stdout.on('data', () => {
        if (output.includes('demo accounts') && output.includes('Hr@123456789')) {
          clearTimeout(timer)
          resolve()
        }
      })
    })
    expect(output).toMatch(/shell {4}http:\/\/localhost:\d+\//)
    expect(output).toMatch(/apps {5}http:\/\/127\.0\.0\.1:\d+\//)
    expect(output).toMatch(/admin +Admin@12345/)
    expect(output).toMatch(/staff +Staff@12345/)
    const exitCode = await new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code))
      child.kill('SIGTERM')
    })
    expect(exitCode).toBe(0)
  }, 90_000)

  it('exits with a message naming the variable when the configuration is bad', async () => {
    const child = spawn(process.execPath, [cli.file], { env: { ...process.env, PORT: 'nope' } })
    let errors = ''
    child.stderr.on('data', (chunk) => {
      errors += chunk
    })
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(errors).toContain('configuration error: PORT must be an integer port')
  })
})

describe('cli in production', () => {
  const dir = tempDir()
  let cli: Awaited<ReturnType<typeof buildCli>>
  beforeAll(async () => {
    cli = await buildCli()
    writeFakeDist(join(dir.path, 'dist'))
  })
  afterAll(() => {
    dir.remove()
    cli.remove()
  })
  const env = (extra: Record<string, string> = {}) => ({
    ...process.env,
    PORT: '0',
    APPS_PORT: '0',
    DATA_DIR: join(dir.path, 'data'),
    DIST_DIR: join(dir.path, 'dist'),
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    NODE_ENV: '',
    ...extra,
  })
  const run = (args: string[], extra: Record<string, string> = {}, input?: string) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [cli.file, ...args], {
        cwd: join(import.meta.dirname, '..'),
        env: env(extra),
      })
      let output = ''
      child.stdout.on('data', (chunk) => {
        output += chunk
      })
      child.stderr.on('data', (chunk) => {
        output += chunk
      })
      child.stdin.end(input ?? '')
      child.once('exit', (code) => resolve({ code, output }))
    })

  it('creates the first administrator once (password from standard input), and --no-demo starts without the demo accounts', async () => {
    const refused = await run(['--no-demo'])
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('no administrator yet')
    const created = await run(
      ['create-admin', '--user', 'root', '--company', 'Acme', '--tenant', 'HQ'],
      {},
      'Vx7#pLq2!mRz\n',
    )
    expect(created.output).toContain('administrator "root" created')
    expect(created.code).toBe(0)
    const again = await run(['create-admin', '--user', 'two', '--company', 'Acme', '--tenant', 'HQ'], {
      ADMIN_PASSWORD: 'Vx7#pLq2!mRz',
    })
    expect(again.code).toBe(1)
    expect(again.output).toContain('an administrator exists already')

    const child = spawn(process.execPath, [cli.file, '--no-demo'], { cwd: join(import.meta.dirname, '..'), env: env() })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    await new Promise<void>((resolve) =>
      child.stdout.on('data', () => {
        if (output.includes('database')) resolve()
      }),
    )
    expect(output).toContain('(production mode)')
    expect(output).not.toContain('Admin@12345')
    const exit = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
  }, 90_000)

  it('drains a request in flight on SIGTERM, refuses new ones, and exits 0', async () => {
    const child = spawn(process.execPath, [cli.file], {
      cwd: join(import.meta.dirname, '..'),
      env: env({ DATA_DIR: join(dir.path, 'drain') }),
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    await new Promise<void>((resolve) =>
      child.stdout.on('data', () => {
        if (output.includes('Hr@123456789')) resolve()
      }),
    )
    const shell = /shell {4}(http:\/\/localhost:\d+)\//.exec(output)![1].replace('localhost', '127.0.0.1')
    const exit = new Promise((resolve) => child.once('exit', resolve))

    // A sign-in whose body arrives slowly: half now, the rest after the signal.
    const body = JSON.stringify({ account: 'admin', password: 'Admin@12345' })
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        `${shell}/gateway/uac/account/login`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = ''
          response.on('data', (chunk) => {
            text += chunk
          })
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        },
      )
      request.on('error', reject)
      request.write(body.slice(0, 10))
      setTimeout(() => {
        child.kill('SIGTERM')
        setTimeout(async () => {
          const late = await fetch(`${shell}/`).then(
            (r) => r.status,
            (error) => (error as { cause?: { code?: string } }).cause?.code,
          )
          expect(late).toBe('ECONNREFUSED')
          request.end(body.slice(10))
        }, 500)
      }, 200)
    })
    const { status, text } = await answer
    expect(status).toBe(200)
    expect(JSON.parse(text).code).toBe(0)
    expect(await exit).toBe(0)
  }, 90_000)
})
