import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../errors'
import { objectBody, text } from './schema'
import { chineseOf, errorTextIn } from './error-texts'
import { installErrorHandler } from './error-handler'

const SRC = join(import.meta.dirname, '..', '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.ts$/.test(entry.name) && !/\.(test|pg-test)\.ts$/.test(entry.name) ? [path] : []
  })
}

/** Texts the gateway raises in English only: literals and templates passed straight to a GatewayError (or a helper that makes one). */
function englishOnlyTexts(): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = []
  const raised = /(?:new GatewayError\([^,()]+,\s*|\bbad\()(['`])((?:(?!\1)[^\\]|\\.)*)\1/g
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(raised)) {
      const literal = match[2].replace(/\\(.)/g, '$1')
      // A service's own `bad('someKey')` names a text of its catalogue, which has both languages.
      if (/^[a-z][A-Za-z]*$/.test(literal)) continue
      found.push({
        file: file.slice(SRC.length + 1),
        text: match[1] === '`' ? literal.replace(/\$\{[^}]*\}/g, 'X1') : literal,
      })
    }
  }
  return found
}

describe('gateway error texts in the request language', () => {
  it('knows the Chinese of every text the gateway raises in English only', () => {
    const texts = englishOnlyTexts()
    expect(texts.length).toBeGreaterThan(20)
    expect(texts.filter(({ text }) => chineseOf(text) === null)).toEqual([])
  })

  it('fills the varying parts of a text into its Chinese', () => {
    expect(chineseOf('Role 42 not found')).toBe('角色 42 不存在')
    expect(chineseOf('Too many failed sign-in attempts, please try again in 30 seconds')).toBe(
      '登录失败次数过多，请 30 秒后再试',
    )
    expect(errorTextIn('en', 'Role 42 not found')).toBe('Role 42 not found')
    expect(errorTextIn('zh', 'A text nobody translated')).toBe('A text nobody translated')
  })

  const build = () => {
    const app = Fastify()
    installErrorHandler(app)
    app.get('/old-password', async () => {
      throw new GatewayError(400103, 'The old password is incorrect')
    })
    app.get('/both', async () => {
      throw new GatewayError(400104, 'Too common', 200, { texts: { zh: '过于常见', en: 'Too common' } })
    })
    app.post('/schema', { schema: { body: objectBody({ name: text(5, 1) }, ['name']) } }, async () => ({}))
    app.get('/boom', async () => {
      throw new Error('exploded')
    })
    return app
  }
  const msgOf = async (url: string, language?: string, method: 'GET' | 'POST' = 'GET') => {
    const answer = await build().inject({
      method,
      url,
      ...(method === 'POST' ? { payload: {} } : {}),
      headers: language ? { 'accept-language': language } : {},
    })
    return JSON.parse(answer.body).msg as string
  }

  it('answers a business error in Chinese to zh-CN and to a request without a language, in English to en', async () => {
    expect(await msgOf('/old-password', 'zh-CN')).toBe('原密码不正确')
    expect(await msgOf('/old-password')).toBe('原密码不正确')
    expect(await msgOf('/old-password', 'en')).toBe('The old password is incorrect')
    expect(await msgOf('/both', 'zh-CN')).toBe('过于常见')
    expect(await msgOf('/both', 'en-GB')).toBe('Too common')
  })

  it('answers schema errors and unexpected failures in the request language too', async () => {
    expect(await msgOf('/schema', 'zh-CN', 'POST')).toMatch(/^参数不合法：/)
    expect(await msgOf('/schema', 'en', 'POST')).not.toMatch(/[\u3400-\u9fff]/)
    expect(await msgOf('/boom', 'zh-CN')).toBe('系统错误')
    expect(await msgOf('/boom', 'en')).toBe('system error')
  })
})
