import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    // Every server action is made by lib/actions (origin, session, schema, failure guard, cache expiry):
    // an action file exports nothing but what publicAction() or staffAction() return.
    files: ["app/actions/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
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
  // Imports point one way: app → components → lib (docs/architecture.md). Tests may reach up to what they test.
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app", "@/app/*"], message: "Components take what they need from app/ as props." }] },
      ],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx,mjs}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/app", "@/app/*", "@/components", "@/components/*"],
              message: "lib/ holds the rules: it imports nothing from app/ or components/.",
            },
          ],
        },
      ],
    },
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
