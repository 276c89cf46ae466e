// How often a request may be sent: plain numbers, so the server's brake, the form's message and the
// journeys read the same ones.

/** Requests one sender (network address and email address) may send in the window. */
export const SUBMISSION_LIMIT = { max: 5, windowMinutes: 10 } as const;

/**
 * Acknowledgements the site mails to the addresses visitors type, across all senders: a flood from ever new
 * addresses cannot turn the company's mail server into a sender of mail to strangers. Past the cap a request
 * is still stored and staff still told; only the acknowledgement is left out.
 */
export const ACKNOWLEDGEMENT_LIMIT = { max: 300, windowMinutes: 60 } as const;
