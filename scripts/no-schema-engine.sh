#!/bin/sh
# The Prisma CLI wants a native schema engine it cannot download offline. `prisma generate` only
# checks that this path exists; migrations run through scripts/db.mjs (the WebAssembly engine).
echo "The native Prisma schema engine is not used in this project: run 'npm run db:migrate' or 'npm run db:diff'." >&2
exit 1
