import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const DATABASE_IMPORTS = {
  group: ["@/lib/db", "@/lib/db/*", "@/lib/generated/*", "@prisma/*"],
  message: "Ask lib/<domain> for the data: routes and components never query the database.",
};
// Next's internals (its build folder, dist) change without notice between releases; only its public entry points
// are relied on, everywhere, with no exception (docs/architecture.md, "Upgrading Next.js").
const NEXT_INTERNALS = {
  regex: "^next\\/dist(\\/|$)",
  message: "Use Next's public API (next, next/server, next/navigation…), never its internals under dist.",
};
// Every read kept across requests goes through lib/cache/across-requests.ts: its tags come from lib/cache-tags.ts,
// and it refuses to be nested (a nested unstable_cache is never kept, without a word).
// The same for a path named in require() or import(), which no-restricted-imports does not see.
const NEXT_INTERNALS_BY_NAME = {
  selector: "Literal[value=/^next\\/dist(\\/|$)/]",
  message: NEXT_INTERNALS.message,
};
const RAW_DATA_CACHE = {
  name: "next/cache",
  importNames: ["unstable_cache"],
  message: "Keep a read across requests with cacheAcrossRequests (lib/cache/across-requests.ts).",
};
const LIB_IMPORTS = {
  group: ["@/app", "@/app/*", "@/components", "@/components/*"],
  message: "lib/ holds the rules: it imports nothing from app/ or components/.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
      "no-console": "off",
      // Prettier wraps code at 120; this catches what it leaves long (strings, comments, class lists).
      "max-len": ["error", { code: 120, ignoreUrls: false }],
    },
  },
  { rules: { "no-restricted-syntax": ["error", NEXT_INTERNALS_BY_NAME] } },
  {
    // Every server action is made by lib/actions (origin, session, schema, failure guard, cache expiry):
    // an action file exports nothing but what publicAction() or staffAction() return.
    files: ["app/actions/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        NEXT_INTERNALS_BY_NAME,
        {
          selector: "ExportNamedDeclaration > FunctionDeclaration",
          message: "Export an action made by publicAction() or staffAction() (lib/actions/server).",
        },
        {
          selector:
            "ExportNamedDeclaration > VariableDeclaration > " +
            "VariableDeclarator:not([init.type='CallExpression'][init.callee.name=/^(publicAction|staffAction)$/])",
          message: "Export an action made by publicAction() or staffAction() (lib/actions/server).",
        },
        {
          selector: "ExportDefaultDeclaration",
          message: "Export an action made by publicAction() or staffAction() (lib/actions/server).",
        },
      ],
    },
  },
  // Each block below names every pattern its files refuse: a later block's no-restricted-imports replaces the
  // earlier one's.
  { rules: { "no-restricted-imports": ["error", { paths: [RAW_DATA_CACHE], patterns: [NEXT_INTERNALS] }] } },
  // Imports point one way: app → components → lib (docs/architecture.md). Tests may reach up to what they test.
  // The database is reached through lib/<domain> alone: no route or component holds a client.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [RAW_DATA_CACHE], patterns: [DATABASE_IMPORTS, NEXT_INTERNALS] }],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [RAW_DATA_CACHE],
          patterns: [
            { group: ["@/app", "@/app/*"], message: "Components take what they need from app/ as props." },
            DATABASE_IMPORTS,
            NEXT_INTERNALS,
          ],
        },
      ],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx,mjs}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [RAW_DATA_CACHE], patterns: [LIB_IMPORTS, NEXT_INTERNALS] }],
    },
  },
  {
    files: ["lib/cache/across-requests.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [LIB_IMPORTS, NEXT_INTERNALS] }] },
  },
  globalIgnores([
    ".next/**",
    "lib/generated/**",
    "node_modules/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
