import { serverEnv } from "@/lib/env";
import { logError, log } from "@/lib/logging";
import { kickOutbox } from "@/lib/mail/worker";
import { sendSearchAlerts } from "./job";
import { ALERT_RULES } from "./rules";

// Every instance looks for due alerts each hour, as it delivers the outbox every few seconds (instrumentation.ts);
// searches are claimed row by row, so instances share the work. A search is mailed at most once a day whenever
// the hour falls.
let running: Promise<void> | null = null;

export function runAlertJob(): Promise<void> {
  running ??= (async () => {
    try {
      const report = await sendSearchAlerts(serverEnv().SITE_URL);
      if (report.mailed > 0) {
        log.info("alerts.run", { ...report });
        void kickOutbox();
      }
    } catch (error) {
      logError("alerts.run", error);
    } finally {
      running = null;
    }
  })();
  return running;
}

export function startAlertWorker() {
  setInterval(() => void runAlertJob(), ALERT_RULES.checkEveryMinutes * 60_000).unref();
  void runAlertJob();
}
