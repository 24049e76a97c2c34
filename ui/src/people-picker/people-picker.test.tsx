// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { type FoundPage, PeoplePicker, type PickedPerson } from './people-picker'

const person = (id: number): PickedPerson => ({ id, name: `Person ${id}`, jobNumber: `E${id}` })
/** 23 people match; the search answers 10 a page with the total, as the directory's paged keyword search does. */
const paged = vi.fn(
  async (_keyword: string, page: number): Promise<FoundPage<PickedPerson>> => ({
    rows: Array.from({ length: Math.min(10, 23 - (page - 1) * 10) }, (_, i) => person((page - 1) * 10 + i + 1)),
    total: 23,
  }),
)

function Picker({
  find,
}: {
  find: (keyword: string, page: number) => Promise<PickedPerson[] | FoundPage<PickedPerson>>
}) {
  const [chosen, setChosen] = useState<PickedPerson[]>([])
  return <PeoplePicker legend="Reviewers" chosen={chosen} onChange={setChosen} find={find} language="en" />
}

const added = () => screen.queryAllByTestId('person-add').length

describe('the people picker', () => {
  it('offers the next page of a paged search until everyone found is shown, accessibly', async () => {
    await renderAccessible(<Picker find={paged} />)
    fireEvent.change(screen.getByLabelText('Name or job number'), { target: { value: 'person' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find' }))
    const more = await screen.findByRole('button', { name: 'Show more (10 of 23 shown)' })
    expect(added()).toBe(10)
    fireEvent.click(more)
    await screen.findByRole('button', { name: 'Show more (20 of 23 shown)' })
    expect(paged).toHaveBeenLastCalledWith('person', 2)
    fireEvent.click(screen.getByRole('button', { name: 'Show more (20 of 23 shown)' }))
    await waitFor(() => expect(added()).toBe(23))
    expect(screen.queryByTestId('person-more')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Add Person 23 E23' }))
    expect(within(screen.getByRole('list', { name: 'Reviewers' })).getByText(/Person 23/)).toBeTruthy()
  })

  it('shows no next page for a search answered all at once, or for a page that brings nobody new', async () => {
    const { unmount } = await renderAccessible(<Picker find={async () => [person(1), person(2)]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Find' }))
    await waitFor(() => expect(added()).toBe(2))
    expect(screen.queryByTestId('person-more')).toBeNull()
    unmount()
    // The staff changed between the pages: the second page repeats the first, so the search ends there.
    await renderAccessible(<Picker find={async () => ({ rows: [person(1)], total: 5 })} />)
    fireEvent.click(screen.getByRole('button', { name: 'Find' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Show more (1 of 5 shown)' }))
    await waitFor(() => expect(screen.queryByTestId('person-more')).toBeNull())
    expect(added()).toBe(1)
  })
})
