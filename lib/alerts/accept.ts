import "server-only";
import { after } from "next/server";
import { failed, succeeded, type ActionResult } from "@/lib/actions/result";
import { kickOutbox } from "@/lib/mail/worker";
import { currentSenderKey } from "@/lib/requests/accept";
import { siteOrigin } from "@/lib/seo/site";
import type { SavedSearchDraft } from "./search";
import { confirmSearch, saveSearch, unsubscribeSearch, type TokenOutcome } from "./store";

// What the saved-search actions answer: the same for every address, and the mail sent right after the answer.

export async function acceptSavedSearch(draft: SavedSearchDraft): Promise<ActionResult<null>> {
  const outcome = await saveSearch(draft, await currentSenderKey(), siteOrigin());
  if (outcome.status === "rate-limited") return failed("rateLimited", { value: outcome.retryAfterMinutes });
  if (outcome.mailed) after(() => kickOutbox());
  return succeeded(null);
}

const answer = (outcome: TokenOutcome): ActionResult<null> => (outcome.ok ? succeeded(null) : failed(outcome.error));

export async function acceptConfirmation(token: string): Promise<ActionResult<null>> {
  return answer(await confirmSearch(token));
}

export async function acceptUnsubscribe(token: string): Promise<ActionResult<null>> {
  return answer(await unsubscribeSearch(token));
}
