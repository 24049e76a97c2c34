/** The request's language for joyhr's routes: the body's lang, then Accept-Language, else Chinese. */
export { langOf } from '../../core/lang'
