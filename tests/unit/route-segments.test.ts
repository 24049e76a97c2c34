import { describe, expect, it } from 'vitest'
import { SERVICE_SEGMENTS } from '../../bridge/src/http/constants'
import { servedCalls } from './screen-calls'

/**
 * The request wrapper of the shell and the apps (bridge/src/http/resolve-url.ts) sends a path to the §7 service
 * segment it names and any other path to `/gateway/uac`: a route must live under a §7 segment for the generated
 * clients to reach it. These are called by their whole address instead, each for its reason.
 */
const WHOLE_ADDRESS: Record<string, string> = {
  vendor: 'vendor apps and the developer tools (apps/system/src/developer-mode/dev-builds.ts)',
  agent: "the assistant's own client (apps/ai-agent)",
  ops: "the browser's CSP reports (the shell's report-uri)",
  dev: "the development outbox, opened by the README's links",
  '.well-known': 'public keys, fetched by outside services',
  loginOut: 'sign-out, which the wrapper sends to the gateway itself (§7)',
  oldlcLogin: 'the older product, which the wrapper sends to the gateway itself (§7)',
}

describe('every route the gateway serves', () => {
  it('lives under a §7 service segment, so the request wrapper sends it to its own address', () => {
    const astray = servedCalls()
      .filter(({ route }) => {
        const segment = route.path.split('/')[1]
        return !SERVICE_SEGMENTS.includes(segment) && !(segment in WHOLE_ADDRESS)
      })
      .map(({ service, name, route }) => `${service}Api.${name} (${route.path})`)
    expect(astray, 'put these routes under a §7 segment (bridge/src/http/constants.ts)').toEqual([])
  })
})
