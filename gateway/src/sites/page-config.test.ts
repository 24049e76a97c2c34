import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { injectPageConfig } from './page-config'

describe('injectPageConfig', () => {
  it('escapes < so an origin cannot close the script element', () => {
    const config = loadConfig({}, { shellOrigin: 'http://localhost:4100' })
    const html = injectPageConfig('<!--hr-portal-config-->', {
      ...config,
      shellOrigin: 'http://x</script><script>alert(1)',
    })
    expect(html).not.toContain('</script><script>')
    expect(html).toContain('\\u003c/script>')
  })
})
