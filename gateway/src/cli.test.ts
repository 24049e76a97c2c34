import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCli } from './testing/build-cli'
import { tempDir } from './testing/temp-dir'

describe('cli', () => {
  const dir = tempDir()
  let cli: Awaited<ReturnType<typeof buildCli>>
  beforeAll(async () => { cli = await buildCli() })
  afterAll(() => {
    dir.remove()
    cli.remove()
  })

  it('prints the three URLs and the demo accounts, then closes cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [cli.file], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, PORT: '0', APPS_PORT: '0', VENDOR_PORT: '0', DATA_DIR: join(dir.path, 'data'), DIST_DIR: join(dir.path, 'dist'), DATABASE_URL: '' },
    })
    let output = ''
    child.stdout.on('data', (chunk) => { output += chunk })
    child.stderr.on('data', (chunk) => { output += chunk })
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start banner:\n${output}`)), 10_000)
      child.stdout.on('data', () => {
        if (output.includes('demo accounts') && output.includes('Hr@123456789')) { clearTimeout(timer); resolve() }
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
  })

  it('exits with a message naming the variable when the configuration is bad', async () => {
    const child = spawn(process.execPath, [cli.file], { env: { ...process.env, PORT: 'nope' } })
    let errors = ''
    child.stderr.on('data', (chunk) => { errors += chunk })
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(errors).toContain('configuration error: PORT must be an integer port')
  })
})
