import { cleanup, render, type RenderResult } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactElement } from 'react'
import { afterEach, expect } from 'vitest'

afterEach(cleanup)

/**
 * Runs axe (WCAG 2.1 A and AA) over `root` and fails with the rule ids and the elements when
 * anything serious or critical is found. Colour contrast is checked in the browser (jsdom has no layout).
 */
export async function expectAccessible(root: Element = document.body): Promise<void> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  })
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/**
 * Renders a piece in jsdom and checks it with axe first, as every component test starts.
 * @example const view = await renderAccessible(<PaginationBar … />)
 */
export async function renderAccessible(ui: ReactElement): Promise<RenderResult> {
  const view = render(ui)
  await expectAccessible(view.baseElement)
  return view
}
