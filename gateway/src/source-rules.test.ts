import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkSourceRules } from './testing/source-rules'

const planted = mkdtempSync(join(tmpdir(), 'source-rules-'))
const plant = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(planted, path)), { recursive: true })
    writeFileSync(join(planted, path), text)
  }
}
plant({
  'services/hooks/send.ts': "export async function send(url: string) {\n  return fetch(url, { method: 'POST' })\n}\n",
  'services/hooks/agent.ts':
    "import { request } from 'node:https'\nimport { fetch as get } from 'undici'\nexport const calls = [request, get]\n",
  'services/ai/model.ts':
    "import { createOpenAICompatible } from '@ai-sdk/openai-compatible'\nexport const model = (baseURL: string) => createOpenAICompatible({ name: 'x', baseURL })\n",
  'integrations/messaging/directory/xml.ts':
    'export const xmlField = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1] ?? null\n',
  'services/hooks/callback.ts': [
    "import { rawBodyOf } from '../../core/http/raw-body'",
    'export const route = (request: any) => {',
    '  const signed = /<Sign>(.*)<\\/Sign>/.exec(rawBodyOf(request))',
    '  const parts = request.rawBody.split(/\\s+/)',
    '  const open = decodeSomehow(rawBodyOf(request))',
    '  return [signed, parts, open, JSON.parse(request.rawBody), /x/.test(request.body)]',
    '}',
  ].join('\n'),
  // Prose, the allowed places and test helpers do not count.
  'services/hooks/prose.ts': '/**\n * Never call fetch(url) here.\n */\nexport const outboundFetchLike = 1\n',
  'core/outbound/outbound-fetch.ts':
    "import { fetch as undiciFetch } from 'undici'\nexport const outboundFetch = (url: string) => undiciFetch(url)\n",
  'testing/helper.test.ts': 'export const t = () => fetch("http://127.0.0.1")\n',
  'services/hooks/hooks-fixture.ts':
    "import { startTestGateway } from '../../testing/test-gateway'\nexport const start = async () => [await startTestGateway(), await fetch('http://127.0.0.1')]\n",
})
afterAll(() => rmSync(planted, { recursive: true, force: true }))

describe("the gateway's source rules", () => {
  it('hold in this repository: every call out goes through core/outbound, and no regular expression reads a request body', () => {
    expect(checkSourceRules()).toEqual([])
  }, 60_000)

  it('name a plain fetch, an HTTP client imported beside the outbound fetch, and a model SDK without it', () => {
    const problems = checkSourceRules(planted)
    expect(problems).toEqual(
      expect.arrayContaining([
        'plain-fetch: services/hooks/send.ts:2 (use outboundFetch from core/outbound)',
        'node-http-client: services/hooks/agent.ts:1 (use outboundFetch from core/outbound)',
        'http-client-import: services/hooks/agent.ts:2 (use outboundFetch from core/outbound)',
        'sdk-without-outbound-fetch: services/ai/model.ts (pass fetch: configuredFetch)',
      ]),
    )
    expect(
      problems.filter((problem) =>
        /: (services\/hooks\/prose|services\/hooks\/hooks-fixture|core\/outbound\/|testing\/)/.test(problem),
      ),
    ).toEqual([])
  })

  it('name a regular expression over a raw or whole body, a raw body handed to another reader, and a body reader built on one', () => {
    const problems = checkSourceRules(planted)
    expect(problems).toEqual(
      expect.arrayContaining([
        'regex-in-body-reader: integrations/messaging/directory/xml.ts (read by position: indexOf, slice)',
        'regex-over-body: services/hooks/callback.ts:3',
        'regex-over-body: services/hooks/callback.ts:4',
        'raw-body-reader: services/hooks/callback.ts:5 hands a raw body to decodeSomehow (use JSON.parse or xmlField)',
        'regex-over-body: services/hooks/callback.ts:6',
      ]),
    )
    expect(problems.filter((problem) => problem.startsWith('raw-body-reader: services/hooks/callback.ts:6'))).toEqual(
      [],
    )
  })
})
