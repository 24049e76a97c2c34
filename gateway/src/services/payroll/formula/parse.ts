import jsep from 'jsep'
import { FUNCTIONS } from './names'

// Formulas are read by jsep (a small, widely used expression parser that only builds a syntax tree and never runs
// code) and evaluated by our own walker over decimal.js (evaluate.ts): no eval, no Function, no property access, and
// every number exact. mathjs with BigNumber would also do, but it brings a whole computer-algebra system whose
// functions we would have to switch off one by one; here only what is listed below is understood at all.

export type Node =
  | { kind: 'number'; raw: string }
  | { kind: 'name'; name: string }
  | { kind: 'unary'; op: '-' | '+' | '!'; arg: Node }
  | { kind: 'binary'; op: BinaryOp; left: Node; right: Node }
  | { kind: 'conditional'; test: Node; then: Node; else: Node }
  | { kind: 'call'; fn: (typeof FUNCTIONS)[number]; args: Node[] }

const BINARY = ['+', '-', '*', '/', '<', '<=', '>', '>=', '==', '!=', '&&', '||'] as const
export type BinaryOp = (typeof BINARY)[number]

/** Why a formula cannot be read: a stable key with its detail (the operator, function or the parser's own words). */
export class FormulaSyntaxError extends Error {
  constructor(
    readonly reason: 'syntax' | 'operator' | 'function' | 'arity' | 'construct',
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`)
  }
}

const ARITY: Record<(typeof FUNCTIONS)[number], [number, number]> = {
  min: [1, 20],
  max: [1, 20],
  round: [1, 2],
  abs: [1, 1],
  floor: [1, 1],
  ceil: [1, 1],
  if: [3, 3],
}

function convert(node: jsep.Expression): Node {
  switch (node.type) {
    case 'Literal': {
      const { value, raw } = node as jsep.Literal
      if (typeof value !== 'number' || !/^\d+(\.\d+)?$/.test(raw)) throw new FormulaSyntaxError('construct', raw)
      return { kind: 'number', raw }
    }
    case 'Identifier':
      return { kind: 'name', name: (node as jsep.Identifier).name }
    case 'UnaryExpression': {
      const { operator, argument } = node as jsep.UnaryExpression
      if (operator !== '-' && operator !== '+' && operator !== '!') throw new FormulaSyntaxError('operator', operator)
      return { kind: 'unary', op: operator, arg: convert(argument) }
    }
    case 'BinaryExpression': {
      const { operator, left, right } = node as jsep.BinaryExpression
      if (!(BINARY as readonly string[]).includes(operator)) throw new FormulaSyntaxError('operator', operator)
      return { kind: 'binary', op: operator as BinaryOp, left: convert(left), right: convert(right) }
    }
    case 'ConditionalExpression': {
      const { test, consequent, alternate } = node as jsep.ConditionalExpression
      // biome-ignore lint/suspicious/noThenProperty: a formula tree node, never awaited
      return { kind: 'conditional', test: convert(test), then: convert(consequent), else: convert(alternate) }
    }
    case 'CallExpression': {
      const { callee, arguments: args } = node as jsep.CallExpression
      const name = callee.type === 'Identifier' ? (callee as jsep.Identifier).name : ''
      if (!(FUNCTIONS as readonly string[]).includes(name)) throw new FormulaSyntaxError('function', name || '?')
      const fn = name as (typeof FUNCTIONS)[number]
      const [least, most] = ARITY[fn]
      if (args.length < least || args.length > most) throw new FormulaSyntaxError('arity', fn)
      return { kind: 'call', fn, args: args.map(convert) }
    }
    default:
      throw new FormulaSyntaxError('construct', node.type)
  }
}

/** The formula's tree; throws FormulaSyntaxError for anything that is not arithmetic, comparison or a listed function. */
export function parseFormula(text: string): Node {
  let tree: jsep.Expression
  try {
    tree = jsep(text)
  } catch (error) {
    throw new FormulaSyntaxError('syntax', error instanceof Error ? error.message : String(error))
  }
  if (!tree || (tree.type === 'Compound' && (tree as jsep.Compound).body.length === 0))
    throw new FormulaSyntaxError('syntax', 'empty')
  return convert(tree)
}

/** The variable names a tree reads (functions excluded), in order of first use. */
export function namesOf(node: Node, into = new Set<string>()): Set<string> {
  switch (node.kind) {
    case 'name':
      into.add(node.name)
      break
    case 'unary':
      namesOf(node.arg, into)
      break
    case 'binary':
      namesOf(node.left, into)
      namesOf(node.right, into)
      break
    case 'conditional':
      namesOf(node.test, into)
      namesOf(node.then, into)
      namesOf(node.else, into)
      break
    case 'call':
      for (const arg of node.args) namesOf(arg, into)
      break
    case 'number':
      break
  }
  return into
}
