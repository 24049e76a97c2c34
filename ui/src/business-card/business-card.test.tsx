// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAccessible } from '../testing/render'
import { BusinessCard } from './business-card'

describe('BusinessCard (§2)', () => {
  it('is accessible, vertical for direction 2 and horizontal otherwise, black text by default', async () => {
    const { rerender } = await renderAccessible(
      <BusinessCard label="Card" direction={2} title="HR Manager" realName="李雷" userName="lilei" />,
    )
    const card = screen.getByTestId('business-card')
    expect(card.dataset.direction).toBe('vertical')
    expect(card.textContent).toContain('李雷')
    expect((card.querySelector('.hr-card-title') as HTMLElement).style.color).toBe('rgb(0, 0, 0)')
    rerender(
      <BusinessCard label="Card" direction={1} title="HR Manager" realName=" " userName="lilei" titleColor="#1f6feb" />,
    )
    expect(card.dataset.direction).toBe('horizontal')
    expect(card.querySelector('.hr-card-name')!.textContent).toBe('lilei')
    expect((card.querySelector('.hr-card-title') as HTMLElement).style.color).toBe('rgb(31, 111, 235)')
  })

  it('shows the avatar only when the show flag is 1, with the logo and background', async () => {
    const { rerender } = await renderAccessible(
      <BusinessCard
        label="Card"
        title="T"
        userName="u"
        avatarUrl="/a.png"
        showAvatar={0}
        logoUrl="/logo.png"
        backgroundUrl="/bg.png"
      />,
    )
    const card = screen.getByTestId('business-card')
    expect(card.querySelector('.hr-card-avatar')).toBeNull()
    expect(card.querySelector('.hr-card-logo')).toBeTruthy()
    expect(card.style.backgroundImage).toContain('/bg.png')
    rerender(<BusinessCard label="Card" title="T" userName="u" avatarUrl="/a.png" showAvatar={1} />)
    expect(card.querySelector('.hr-card-avatar')).toBeTruthy()
  })
})
