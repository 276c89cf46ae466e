// Sending a customer their request's status-page link again. Only the link's hash is stored (status-token.ts), so
// the link cannot be sent as it was: a new token replaces the hash, the old link stops opening the page, and the
// new one goes to the address on the request through the outbox, with the request's history saying who sent it.
// The mail carries nothing the visitor typed (the receipt number and our link), like the acknowledgement it
// replaces, since nobody has verified the address.
import "server-only";
import { randomBytes } from "node:crypto";
import { getTranslations } from "next-intl/server";
import { db } from "@/lib/db";
import type { StaffSession } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";
import { siteHomeUrl, siteOrigin } from "@/lib/seo/site";
import { companyName, publicPhone } from "@/lib/company";
import { PHONE_HOURS } from "@/lib/business/hours";
import { displayNameOf } from "@/lib/auth/display-name";
import { mailSignature } from "@/lib/mail/signature";
import { recordChange } from "@/lib/admin/history";
import { hashStatusToken } from "@/lib/requests/status-token";
import { log } from "@/lib/logging";

/** The mail that carries request `n`'s new link, in the request's language, signed by the staff member who sent it. */
export type StatusLinkMail = (request: { n: number; locale: Locale; url: string; staffName: string }) => Promise<{
  subject: string;
  text: string;
}>;

export const composeStatusLinkMail: StatusLinkMail = async ({ n, locale, url, staffName }) => {
  const t = await getTranslations({ locale, namespace: "mail" });
  const phone = publicPhone(locale).number;
  return {
    subject: t("statusLinkSubject", { n }),
    text:
      [
        t("statusLinkIntro", { company: companyName(locale) }),
        `${t("fields.n")}: ${n}`,
        t("statusLink", { url }),
        t("statusLinkReplaced"),
        t("customerOutro", { phone, ...PHONE_HOURS }),
        mailSignature(locale, siteHomeUrl(locale), staffName),
      ].join("\n\n") + "\n",
  };
};

export type StatusLinkSent = { ok: true; n: number } | { ok: false; error: "notFound" };

/** Gives request `n` a new status link (the old one stops working) and queues it to the customer. */
export async function resendStatusLink(
  staff: StaffSession,
  n: number,
  compose: StatusLinkMail,
  now = new Date(),
): Promise<StatusLinkSent> {
  const order = await db().order.findUnique({ where: { n }, select: { email: true, locale: true } });
  if (!order) return { ok: false, error: "notFound" };
  const token = randomBytes(32).toString("base64url");
  const url = `${siteOrigin()}${localizePath(order.locale, routes.requestStatus(token))}`;
  const mail = await compose({ n, locale: order.locale, url, staffName: displayNameOf(staff) });
  return db().$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { n },
      data: { statusTokenHash: hashStatusToken(token), statusLinkSentAt: now },
    });
    if (!count) return { ok: false, error: "notFound" } as const;
    await tx.outboxMail.create({
      data: {
        orderN: n,
        audience: "customer",
        kind: "statusLink",
        locale: order.locale,
        toAddress: order.email,
        ...mail,
        createdAt: now,
      },
    });
    await recordChange(tx, staff, { entity: "order", entityId: n, label: `#${n}`, action: "statusLinkSent" }, now);
    log.info("admin.order.statusLink", { n, userId: staff.userId });
    return { ok: true, n } as const;
  });
}
