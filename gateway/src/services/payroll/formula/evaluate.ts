import type Decimal from 'decimal.js'
import { Money } from '../../../core/money'
import type { Node } from './parse'

/** A value a formula could not compute for a person (division by zero); the run names the item and the person. */
export class FormulaRuntimeError extends Error {
  constructor(readonly reason: 'divideByZero') {
    super(reason)
  }
}

/** The values of the names a formula reads; a name without a value counts as 0. */
export type Scope = (name: string) => Decimal | undefined

export type Compiled = (scope: Scope) => Decimal

const ONE = new Money(1)
const ZERO = new Money(0)
const truth = (value: boolean) => (value ? ONE : ZERO)

/**
 * A tree compiled to a function of a scope, exact in decimal: comparisons and `!`, `&&`, `||` answer 1 or 0 (any value
 * other than 0 is true); `round(x, places)` rounds half up; `if` and `?:` evaluate only the branch taken.
 */
export function compile(node: Node): Compiled {
  switch (node.kind) {
    case 'number': {
      const value = new Money(node.raw)
      return () => value
    }
    case 'name': {
      const { name } = node
      return (scope) => scope(name) ?? ZERO
    }
    case 'unary': {
      const arg = compile(node.arg)
      if (node.op === '-') return (scope) => arg(scope).negated()
      if (node.op === '!') return (scope) => truth(arg(scope).isZero())
      return arg
    }
    case 'binary':
      return binary(node.op, compile(node.left), compile(node.right))
    case 'conditional': {
      const [test, then, other] = [compile(node.test), compile(node.then), compile(node.else)]
      return (scope) => (test(scope).isZero() ? other(scope) : then(scope))
    }
    case 'call':
      return call(node.fn, node.args.map(compile))
  }
}

function binary(op: Extract<Node, { kind: 'binary' }>['op'], left: Compiled, right: Compiled): Compiled {
  switch (op) {
    case '+':
      return (s) => left(s).plus(right(s))
    case '-':
      return (s) => left(s).minus(right(s))
    case '*':
      return (s) => left(s).times(right(s))
    case '/':
      return (s) => {
        const divisor = right(s)
        if (divisor.isZero()) throw new FormulaRuntimeError('divideByZero')
        return left(s).dividedBy(divisor)
      }
    case '<':
      return (s) => truth(left(s).lessThan(right(s)))
    case '<=':
      return (s) => truth(left(s).lessThanOrEqualTo(right(s)))
    case '>':
      return (s) => truth(left(s).greaterThan(right(s)))
    case '>=':
      return (s) => truth(left(s).greaterThanOrEqualTo(right(s)))
    case '==':
      return (s) => truth(left(s).equals(right(s)))
    case '!=':
      return (s) => truth(!left(s).equals(right(s)))
    case '&&':
      return (s) => (left(s).isZero() ? ZERO : truth(!right(s).isZero()))
    case '||':
      return (s) => (left(s).isZero() ? truth(!right(s).isZero()) : ONE)
  }
}

function call(fn: Extract<Node, { kind: 'call' }>['fn'], args: Compiled[]): Compiled {
  switch (fn) {
    case 'min':
      return (s) => Money.min(...args.map((arg) => arg(s)))
    case 'max':
      return (s) => Money.max(...args.map((arg) => arg(s)))
    case 'abs':
      return (s) => args[0](s).abs()
    case 'floor':
      return (s) => args[0](s).floor()
    case 'ceil':
      return (s) => args[0](s).ceil()
    case 'round':
      return (s) => {
        const places = args[1] ? Math.max(0, Math.min(10, args[1](s).toNumber())) : 0
        return args[0](s).toDecimalPlaces(Math.trunc(places), Money.ROUND_HALF_UP)
      }
    case 'if':
      return (s) => (args[0](s).isZero() ? args[2](s) : args[1](s))
  }
}
