// 新着お知らせメール: how often and how much a saved search mails, in plain numbers the job, the store and
// the tests read.

export const ALERT_RULES = {
  /** A search is mailed at most once in this many hours, however many trucks arrive. */
  intervalHours: 24,
  /** How often the job looks for searches that are due. */
  checkEveryMinutes: 60,
  /** Trucks listed in one mail; the mail links the whole search for the rest. */
  listedPerMail: 10,
  /** Searches one address may hold (confirmed, or waiting for confirmation) at a time. */
  maxPerAddress: 10,
  /** How long a confirmation link works; a search never confirmed stops counting against its address then. */
  confirmDays: 7,
  /**
   * A search saved again while it waits for confirmation has its confirmation mailed again only this long after
   * the last one (the first mail's link works meanwhile). A day: whoever keeps saving a search for an address that
   * is not theirs reaches its mailbox once a day at most, a week's worth before the search expires; and someone
   * whose mail went astray can ask again the next day (a mistyped address is another address, mailed at once).
   */
  confirmResendHours: 24,
} as const;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The last moment a search may have been mailed and still be due now. */
export function lastSentBefore(now: Date): Date {
  return new Date(now.getTime() - ALERT_RULES.intervalHours * HOUR_MS);
}

/** Whether a search waiting for confirmation may have its confirmation mailed now (null: never mailed yet). */
export function confirmationDue(confirmSentAt: Date | null, now: Date): boolean {
  return confirmSentAt === null || now.getTime() - confirmSentAt.getTime() >= ALERT_RULES.confirmResendHours * HOUR_MS;
}

/** Searches created before this and still unconfirmed can no longer be confirmed. */
export function confirmableSince(now: Date): Date {
  return new Date(now.getTime() - ALERT_RULES.confirmDays * DAY_MS);
}
