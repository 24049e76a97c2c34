import { atom } from 'nanostores'

/** Whether the side menu is open over the page on a narrow screen (on a wide one it is always on the page). */
export const $navOpen = atom(false)

export const closeNav = () => $navOpen.set(false)
