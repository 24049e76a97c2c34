import { page } from '@hr-portal/kit'
import { App } from './app'

/** One page: every path of the gallery shows every shared piece. */
export const pages = [page('/', () => <App />)]
