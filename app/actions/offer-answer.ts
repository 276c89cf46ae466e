"use server";

import { fromChange, publicAction } from "@/lib/actions/server";
import { answerOfferAsSeller } from "@/lib/buy-in/buy-in";
import { sellerAnswerSchema } from "@/lib/buy-in/form";

/** The seller's yes or no to our offer, from their status page: its token is the key. */
export const answerOfferOnStatusPage = publicAction(
  { event: "requests.offerAnswer", schema: sellerAnswerSchema },
  async ({ token, offer, answer }) => fromChange(await answerOfferAsSeller(token, offer, answer)),
);
