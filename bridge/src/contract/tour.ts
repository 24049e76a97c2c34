// Guided tours: the steps an app asks for and where their elements are.
import * as v from 'valibot'
import { line, paragraph } from './values.js'

/** A CSS selector the app resolves in its own page (never run by the shell). */
export const Selector = v.pipe(v.string(), v.minLength(1), v.maxLength(200))
export const TourStep = v.object({ selector: Selector, title: line(80, 1), text: paragraph(400) })
export const TourSteps = v.pipe(v.array(TourStep), v.minLength(1), v.maxLength(20))

/** One step of an app's guided tour: the element (a selector in the app's page) and its popover. */
export interface TourStep {
  selector: string
  title: string
  text: string
}

/** Where an element of the app's page is, in the frame's viewport (CSS pixels). */
export interface TourRect {
  x: number
  y: number
  width: number
  height: number
}
