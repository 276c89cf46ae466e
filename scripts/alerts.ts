// `npm run alerts` runs the saved-search alert job once, now, on the database DATABASE_URL names (the embedded one
// otherwise), as every app instance does each hour: for a cron-driven deployment, and for the journeys, which
// cannot wait an hour. Links in the mails name SITE_URL; the mails wait in the outbox for an instance to deliver.
import { createPrismaClient } from "../lib/db/client";
import { setProcessDb } from "../lib/db/process";
import { sendSearchAlerts } from "../lib/alerts/job";
import { openDatabase } from "./lib/database";

async function main() {
  const siteUrl = process.env.SITE_URL;
  if (!siteUrl) throw new Error("SITE_URL must name the site's origin: every link in the mails names it.");
  const database = await openDatabase();
  const db = createPrismaClient(database.url, 2);
  setProcessDb(db);
  try {
    const report = await sendSearchAlerts(new URL(siteUrl).origin);
    console.log(`Looked at ${report.checked} saved searches; mailed ${report.mailed}.`);
  } finally {
    setProcessDb(undefined);
    await db.$disconnect();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
