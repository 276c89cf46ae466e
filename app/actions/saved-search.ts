"use server";

import { publicAction } from "@/lib/actions/server";
import { acceptConfirmation, acceptSavedSearch, acceptUnsubscribe } from "@/lib/alerts/accept";
import { saveSearchSchema, tokenSchema } from "@/lib/alerts/search";

/** 新着お知らせメール: the catalogue page's search, saved for the address typed; its confirmation is mailed. */
export const saveSearchAlert = publicAction({ event: "alerts.save", schema: saveSearchSchema }, acceptSavedSearch);

/** The confirm page's button: the address is the visitor's, and alerts may start. */
export const confirmSearchAlert = publicAction({ event: "alerts.confirm", schema: tokenSchema }, ({ token }) =>
  acceptConfirmation(token),
);

/** The unsubscribe page's button: nothing more is mailed for this search. */
export const unsubscribeSearchAlert = publicAction({ event: "alerts.unsubscribe", schema: tokenSchema }, ({ token }) =>
  acceptUnsubscribe(token),
);
