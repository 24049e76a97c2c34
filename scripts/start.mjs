// `npm start`: the built product on the embedded database, with demo data on first start.
await import('../dist/gateway/cli.mjs')
