import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/lib/prerequisites";

// End-to-end tests against the production build, started by the same launcher as `npm start`.
// scripts/test.ts builds once and names the database; run alone, this starts on a fresh embedded one.
const port = Number(process.env.E2E_PORT || 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The test server's database, for the journeys that start instances of their own beside it: a fresh database
 * on a PostgreSQL server (scripts/test.ts names it), or else the embedded PGlite the test server's launcher
 * serves on this fixed port.
 */
const embeddedDatabasePort = port + 10_000;
/** The embedded database's password, given to the launcher rather than generated, so the journeys know it. */
const embeddedDatabasePassword = "e2e-embedded-database-password";
export const E2E_DATABASE_URL =
  process.env.E2E_DATABASE_URL ||
  `postgresql://postgres:${embeddedDatabasePassword}@127.0.0.1:${embeddedDatabasePort}/postgres`;
export const E2E_AUTH_SECRET = process.env.E2E_AUTH_SECRET || "e2e-secret-used-only-by-the-test-server-0123456789";
/** The staff account the test server creates on its fresh database. */
export const E2E_ADMIN = {
  email: "staff@e2e.example",
  password: "e2e staff password 0123",
  name: "受付 一郎",
} as const;

const chromiumArgs = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
if (process.getuid?.() === 0) chromiumArgs.push("--no-sandbox");

const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // As in CI, everywhere: the machines' two cores serve the browsers, the test server and its database too
  // (on the embedded path one thread in the server's launcher, which every query waits its turn for).
  workers: 2,
  // A retry tells a flaky test from a broken one; either fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // A journey of many steps takes 20–40 s on a slow day of these shared machines (their speed varies from day to day).
  timeout: 60_000,
  // And a step's answer (a sign-in's password check, a page drawn after a save) may take more than the default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace costs the browser 10–15% more time on every test, kept or not (measured on 206 tests). CI
    // keeps only what the run prints, its clone is thrown away, so it records none; a local run keeps the failures'.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions,
  },
  // Three projects, each carrying what only it can show:
  // - http: the plain-HTTP checks (*.http.spec.ts: headers, guards, status codes, hostile bodies, sitemap, robots),
  //   run once, with no browser: they use the request fixture alone, so Playwright never starts Chromium for them.
  // - desktop: every journey, in a 1280 px browser.
  // - mobile: at 375 px, only where the phone's layout differs (the menu, the filter sheet, staff cards, fixed
  //   bars): the tests tagged @mobile (about the phone alone) or @both-widths (the same journey at both widths).
  projects: [
    { name: "http", testMatch: /\.http\.spec\.ts$/ },
    {
      name: "desktop",
      testIgnore: /\.http\.spec\.ts$/,
      grepInvert: /@mobile/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      testIgnore: /\.http\.spec\.ts$/,
      grep: [/@mobile/, /@both-widths/],
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: false,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: "node_modules/.bin/tsx scripts/start.ts",
    url: `${baseURL}/jp`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      AUTH_SECRET: E2E_AUTH_SECRET,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NAME: E2E_ADMIN.name,
      ENABLE_ERROR_PROBE: "1",
      // Staff passwords hashed at a test cost, refused for any site off this machine (lib/env.ts passwordHashCost).
      PASSWORD_HASH_COST: "test",
      // The journeys stand in for the proxy in front of a real site: each sends as a visitor of its own through
      // X-Forwarded-For (e2e/support.ts asFreshSender), which the server believes for one hop.
      TRUST_PROXY_HOPS: "1",
      // The origin every link names and forms are accepted from: the address the journeys open.
      SITE_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      ...(process.env.E2E_DATABASE_URL
        ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
        : {
            DATABASE_URL: "",
            DATA_DIR: process.env.E2E_DATA_DIR || ".data/e2e",
            EMBEDDED_DB_PORT: String(embeddedDatabasePort),
            EMBEDDED_DB_PASSWORD: embeddedDatabasePassword,
          }),
      ...(process.env.E2E_SKIP_BUILD === "1" ? { SKIP_BUILD: "1" } : {}),
    },
  },
});
