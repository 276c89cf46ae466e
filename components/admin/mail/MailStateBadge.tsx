import type { HTMLAttributes } from "react";
import { getTranslations } from "next-intl/server";
import { mailStateOf, type MailState, type MailStatus } from "@/lib/mail/state";
import { Badge, type BadgeTone } from "@/components/ui/Badge";

const TONES: Record<MailState, BadgeTone> = { pending: "neutral", sent: "brand", unsent: "accent", failed: "danger" };

/** Where a mail is, in a word: waiting, sent, not sent (no mail server), failed. */
export async function MailStateBadge({ status, ...rest }: { status: MailStatus } & HTMLAttributes<HTMLSpanElement>) {
  const t = await getTranslations("admin.orders.replyState");
  const state = mailStateOf(status);
  return (
    <Badge tone={TONES[state]} {...rest}>
      {t(state)}
    </Badge>
  );
}
