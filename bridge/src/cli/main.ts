#!/usr/bin/env node
import { runCommand } from './validate-command.js'

process.exitCode = runCommand(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
})
