// What a request may be and how often it may be sent: plain numbers, read alike by the server's schemas and
// brake, the forms in the browser (maxLength, the hidden field, the message) and the journeys. Apart from the
// schemas, whose validation library a page without a request form need not load.

/** The longest each field may be, in characters. */
export const LIMITS = {
  name: 50,
  nameKana: 100,
  company: 100,
  email: 254,
  phone: 30,
  vehicleName: 100,
  message: 2000,
} as const;

/**
 * A field hidden from people (off screen, out of the tab order, no autofill): bots that fill every input
 * fill it too, and their submission is dropped.
 */
export const HONEYPOT_FIELD = "website";

/**
 * Requests one sender may send in the window, saved searches included. A sender is their network address, what
 * they control: an email address anyone can type, so it refuses nobody (what is mailed to it has its own budget).
 */
export const SUBMISSION_LIMIT = { max: 5, windowMinutes: 10 } as const;

/**
 * Mail the site sends to addresses visitors type, which nobody has verified, by kind: across all senders (a flood
 * from ever new addresses cannot turn the company's mail server into a sender of mail to strangers), and to any
 * one address, whoever types it from wherever (nobody's mailbox fills with mail they never asked for). Each kind
 * has budgets of its own, so saved-search confirmations never use up the acknowledgements that carry a customer's
 * status link. Past a budget the request or search is still stored and staff still told; only that mail is left
 * out, and the visitor's answer is the same (the thank-you page shows the status link itself).
 */
export const UNVERIFIED_MAIL_LIMITS = {
  acknowledgement: { siteWide: { max: 300, windowMinutes: 60 }, perAddress: { max: 5, windowMinutes: 24 * 60 } },
  searchConfirmation: { siteWide: { max: 100, windowMinutes: 60 }, perAddress: { max: 5, windowMinutes: 24 * 60 } },
} as const;
