import { expect, test } from "@playwright/test";
import { E2E_AUTH_SECRET } from "../playwright.config";
import { openContactForm, sendContactForm } from "../scripts/lib/contact-form";
import {
  openScratchDatabase,
  startProductionServer,
  type ProductionServer,
  type ScratchDatabase,
} from "../scripts/lib/production-server";
import { SUBMISSION_LIMIT } from "../lib/requests/limits";
import { freePort } from "./support";

// Nothing a client writes into a request decides how often it may send. A server that trusts no proxy counts
// every sender by the socket it came in on, so made-up X-Forwarded-For addresses do not reset the limit; the
// test server, which trusts one proxy hop (playwright.config.ts), counts each forwarded address on its own.

test.describe("per-address limits and X-Forwarded-For", () => {
  let database: ScratchDatabase | undefined;
  let untrusting: ProductionServer | undefined;

  test.beforeAll(async () => {
    // A database of its own: every request here counts against this machine's one address.
    test.setTimeout(240_000);
    database = await openScratchDatabase("e2e-forwarded-");
    // Configured at localhost and opened at 127.0.0.1, as the embedded default is: its forms must work there too.
    const port = await freePort();
    untrusting = await startProductionServer({
      port,
      databaseUrl: database.url,
      authSecret: E2E_AUTH_SECRET,
      env: { SKIP_BUILD: "1", TRUST_PROXY_HOPS: "0", SITE_URL: `http://localhost:${port}` },
    });
  });

  test.afterAll(async () => {
    await untrusting?.stop();
    await database?.close();
  });

  test("without a trusted proxy, made-up forwarded addresses do not reset the contact form's limit", async () => {
    const form = await openContactForm(untrusting!.base);
    const outcomes = [];
    // Each with its own email and its own X-Forwarded-For address: only the socket is the same.
    for (let sender = 1; sender <= SUBMISSION_LIMIT.max + 1; sender++)
      outcomes.push((await sendContactForm(form, sender)).outcome);
    expect(outcomes).toEqual([...Array(SUBMISSION_LIMIT.max).fill("stored"), "refused"]);
  });
});

// The test server itself, beside: out of the block above, so a worker that runs this alone starts no server for it.
test("behind the trusted proxy, each forwarded address is a sender of its own", async ({ baseURL }) => {
  const form = await openContactForm(baseURL!);
  // Senders far from the ones the other journeys and the test above use.
  const outcomes = [];
  for (let sender = 9000 + Math.floor(Math.random() * 50_000); outcomes.length <= SUBMISSION_LIMIT.max; sender++)
    outcomes.push((await sendContactForm(form, sender)).outcome);
  expect(outcomes).toEqual(Array(SUBMISSION_LIMIT.max + 1).fill("stored"));
});
