// What a request may be and how often it may be sent: plain numbers, read alike by the server's schemas and
// brake, the forms in the browser (maxLength, the hidden field, the message) and the journeys. Apart from the
// schemas, whose validation library a page without a request form need not load.

/** The longest each field may be, in characters. */
export const LIMITS = { name: 50, nameKana: 100, company: 100, email: 254, vehicleName: 100, message: 2000 } as const;

/**
 * A field hidden from people (off screen, out of the tab order, no autofill): bots that fill every input
 * fill it too, and their submission is dropped.
 */
export const HONEYPOT_FIELD = "website";

/** Requests one sender (network address and email address) may send in the window. */
export const SUBMISSION_LIMIT = { max: 5, windowMinutes: 10 } as const;

/**
 * Acknowledgements the site mails to the addresses visitors type, across all senders: a flood from ever new
 * addresses cannot turn the company's mail server into a sender of mail to strangers. Past the cap a request
 * is still stored and staff still told; only the acknowledgement is left out.
 */
export const ACKNOWLEDGEMENT_LIMIT = { max: 300, windowMinutes: 60 } as const;
