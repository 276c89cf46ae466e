import { getTranslations } from "next-intl/server";
import { PHONE_HOURS } from "@/lib/business/hours";
import { serverEnv } from "@/lib/env";
import { qrCodeDataUrl } from "@/lib/qr";
import { routes } from "@/lib/routes";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/Card";
import { StoredImage } from "@/components/ui/StoredImage";
import { TextLink } from "@/components/ui/TextLink";
import { PageHeading } from "@/components/ui/PageHeading";

const SEND = ["certificate", "photos", "equipment", "wishes"] as const;

/** The LINE official account: add it on a phone, scan it from a computer, and what to send for an estimate. */
export async function LinePage() {
  const t = await getTranslations("line");
  const lineUrl = serverEnv().LINE_URL;
  const qr = await qrCodeDataUrl(lineUrl);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading title={t("title")} lead={t("lead")} />

      <div className="mt-6 grid gap-6 pc:grid-cols-2">
        <Card>
          <a href={lineUrl} rel="noopener" className={buttonClass({ variant: "line", size: "lg", block: true })}>
            <span aria-hidden="true" className="rounded bg-white px-1 text-xs font-black text-line-deep">
              LINE
            </span>
            {t("addFriend")}
          </a>
          <h2 className="mt-6 font-bold">{t("qrTitle")}</h2>
          <p className="mt-1 text-sm text-muted">{t("qrText")}</p>
          <StoredImage image={{ src: qr, width: 160, height: 160 }} alt={t("qrAlt")} className="mt-3 size-40" />
        </Card>

        <Card>
          <h2 className="font-bold">{t("sendTitle")}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 leading-relaxed">
            {SEND.map((item) => (
              <li key={item}>{t(`send.${item}`)}</li>
            ))}
          </ol>
          <h2 className="mt-6 font-bold">{t("hoursTitle")}</h2>
          <p className="mt-1 leading-relaxed">{t("hoursText", PHONE_HOURS)}</p>
        </Card>
      </div>

      <p className="mt-8">
        <TextLink href={routes.contact()} standalone>
          {t("formInstead")}
        </TextLink>
      </p>
    </div>
  );
}
