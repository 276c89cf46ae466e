// Generates the Prisma client without the native schema engine (see ../shared/TOOLCHAIN.md).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const result = spawnSync(process.execPath, [path.join(root, "node_modules/prisma/build/index.js"), "generate"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, "scripts/no-schema-engine.sh"),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
process.exit(result.status ?? 1);
