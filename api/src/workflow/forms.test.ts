import { describe, expect, it } from 'vitest'
import { MOVING_EVENTS } from './fields'
import { form } from './forms'

describe('the approval form', () => {
  it('declares one route per event, preview and every moving event, each at its own path', () => {
    expect(Object.keys(form)).toEqual(['preview', ...MOVING_EVENTS])
    for (const [event, declared] of Object.entries(form))
      expect(declared.path).toBe(`/workflow/web/approveForm/${event}`)
  })
})
