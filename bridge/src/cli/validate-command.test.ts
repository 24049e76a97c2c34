// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bridgeCliOptions } from '../../../scripts/build-cli.mjs'

const good = JSON.parse(readFileSync(join(import.meta.dirname, '../../../vendors/tour-shop/manifest.json'), 'utf8'))

describe('hr-portal-bridge validate, built as build.mjs builds it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bridge-cli-'))
  const cli = join(dir, 'hr-portal-bridge.mjs')
  const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' })
  const file = (name: string, value: unknown) => {
    writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value))
    return join(dir, name)
  }
  beforeAll(async () => {
    await esbuild.build(bridgeCliOptions(cli))
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('says a good manifest is valid and exits 0', () => {
    const path = file('good.json', good)
    expect(run('validate', path)).toMatchObject({ status: 0, stdout: `${path}: valid\n`, stderr: '' })
  })

  it('prints every error of a bad manifest with its path and exits 1', () => {
    const path = file('bad.json', {
      ...good,
      version: 'one',
      capabilities: ['env', 'root'],
      menus: [...good.menus, { functionId: '7001', link: '/x', title: { 'zh-CN': '乙', en: 'B' } }],
    })
    const answer = run('validate', path)
    expect(answer.status).toBe(1)
    expect(answer.stdout).toBe('')
    expect(answer.stderr.split('\n')).toEqual([
      `${path}: version: must be a semantic version such as 1.0.0`,
      `${path}: capabilities[1]: "root" is not a bridge capability`,
      `${path}: menus[2].functionId: must be in the app's namespace "tour-shop:<key>"`,
      `${path}: 3 errors`,
      '',
    ])
  })

  it('refuses a file that is not JSON, a missing file and a wrong command', () => {
    expect(run('validate', file('broken.json', '{ "name": '))).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('not JSON'),
    })
    expect(run('validate', join(dir, 'none.json'))).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('no such file'),
    })
    expect(run('check')).toMatchObject({ status: 2, stderr: 'usage: hr-portal-bridge validate <manifest.json>\n' })
  })
})
