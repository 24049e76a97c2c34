import { describe, expect, it } from 'vitest'
import { appSegmentOf, whyNoPage } from './why-no-page'

describe('why no menu serves a portal address', () => {
  it('reads the app segment of a portal address only', () => {
    expect(appSegmentOf('/portal/supplier/list')).toBe('supplier')
    expect(appSegmentOf('/portal/tour-shop')).toBe('tour-shop')
    expect(appSegmentOf('/login')).toBe('')
    expect(appSegmentOf('/portalx/supplier')).toBe('')
  })

  it("says 'hidden' for an app the brand hides and 'denied' for everything else", () => {
    expect(whyNoPage('/portal/supplier/list', ['supplier', 'tour-shop'])).toBe('hidden')
    expect(whyNoPage('/portal/bi/headcount', ['supplier', 'tour-shop'])).toBe('denied')
    expect(whyNoPage('/portal/supplier/list', [])).toBe('denied')
    expect(whyNoPage('/portal/supplierx/list', ['supplier'])).toBe('denied')
  })
})
