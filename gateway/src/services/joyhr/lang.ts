export { langOf } from '../../core/lang'
