import { describe, expect, it } from 'vitest'
import { checkDevUrl } from './dev-url'

describe('a development build address', () => {
  it('is https anywhere, or http on this computer with its port', () => {
    expect(checkDevUrl('http://localhost:5173')).toEqual({ url: 'http://localhost:5173/' })
    expect(checkDevUrl(' http://127.0.0.1:8080/app/?x=1 ')).toEqual({ url: 'http://127.0.0.1:8080/app/?x=1' })
    expect(checkDevUrl('https://dev.vendor.example/app/')).toEqual({ url: 'https://dev.vendor.example/app/' })
  })

  it('is refused, naming why, on another host over http, without a port, with credentials or a fragment', () => {
    expect(checkDevUrl('localhost:5173')).toEqual({ problem: 'scheme' })
    expect(checkDevUrl('not a url')).toEqual({ problem: 'notUrl' })
    expect(checkDevUrl('javascript:alert(1)')).toEqual({ problem: 'scheme' })
    expect(checkDevUrl('ftp://localhost:21/')).toEqual({ problem: 'scheme' })
    expect(checkDevUrl('http://dev.vendor.example:5173/')).toEqual({ problem: 'notLocal' })
    expect(checkDevUrl('http://192.168.1.5:5173/')).toEqual({ problem: 'notLocal' })
    expect(checkDevUrl('http://localhost/')).toEqual({ problem: 'noPort' })
    expect(checkDevUrl('https://me:secret@dev.vendor.example/')).toEqual({ problem: 'credentials' })
    expect(checkDevUrl('http://localhost:5173/#/home')).toEqual({ problem: 'fragment' })
    expect(checkDevUrl('http://localhost:5173/#')).toEqual({ problem: 'fragment' })
  })
})
