import { describe, expect, it } from 'vitest'
import { frugalDevice, PHONE_WIDTH_PX } from './frugal-device'

/** A browser of `width` CSS pixels with `cores` and `memory` (GB), as `frugalDevice` reads it. */
const device = (width: number, cores?: number, memory?: number) => ({
  matchMedia: (query: string) => ({ matches: query === `(max-width: ${PHONE_WIDTH_PX}px)` && width <= PHONE_WIDTH_PX }),
  navigator: { hardwareConcurrency: cores, deviceMemory: memory },
})

describe('a frugal device (no frames started in the background)', () => {
  it('is a phone-sized screen with a slow processor or little memory', () => {
    expect(frugalDevice(device(412, 2))).toBe(true)
    expect(frugalDevice(device(412, 8, 2))).toBe(true)
    expect(frugalDevice(device(PHONE_WIDTH_PX, 4, 8))).toBe(true)
  })

  it('is any screen with a processor of two cores or fewer', () => {
    expect(frugalDevice(device(1280, 2))).toBe(true)
    expect(frugalDevice(device(1920, 1, 16))).toBe(true)
  })

  it('is not a phone with many cores and memory, nor a wide screen with more than two cores', () => {
    expect(frugalDevice(device(412, 8, 8))).toBe(false)
    expect(frugalDevice(device(PHONE_WIDTH_PX + 1, 4, 1))).toBe(false)
    expect(frugalDevice(device(1280, 4))).toBe(false)
  })

  it('is not a browser that tells neither its screen nor its processor', () => {
    expect(frugalDevice(undefined)).toBe(false)
    expect(frugalDevice({})).toBe(false)
    expect(frugalDevice(device(412))).toBe(false)
  })
})
