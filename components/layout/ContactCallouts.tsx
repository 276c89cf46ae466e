import { getLocale, getTranslations } from "next-intl/server";
import { publicPhone } from "@/lib/company";
import { PHONE_HOURS } from "@/lib/business/hours";
import { serverEnv } from "@/lib/env";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { buttonClass } from "@/components/ui/button";
import type { ListingReader } from "@/lib/vehicles/listing-kind";
import { cn } from "@/components/ui/cn";

export async function PhoneCallout({ tone = "light" }: { tone?: "light" | "dark" }) {
  const t = await getTranslations("contact");
  const phone = publicPhone(await getLocale());
  return (
    <a
      href={phone.href}
      className={cn("group inline-flex flex-col leading-tight", tone === "dark" ? "text-white" : "text-brand-800")}
    >
      <span className="text-xs font-medium opacity-90">{t("phoneLabel")}</span>
      <span className="text-xl font-bold tracking-wide tabular-nums group-hover:underline">{phone.number}</span>
      <span className="text-xs opacity-90">{t("phoneHours", PHONE_HOURS)}</span>
    </a>
  );
}

/**
 * On a phone the button adds the LINE account straight away; on a computer, where the LINE app is not at
 * hand, it opens the LINE page with the QR code to scan. Given its reader, it says what LINE does for them: a
 * buyer asks about stock, a seller sends photos for a price.
 */
export async function LineButton({ audience }: { audience?: ListingReader }) {
  const t = await getTranslations("contact");
  const content = (
    <>
      <span aria-hidden="true" className="rounded bg-white px-1 text-xs font-black text-line-deep">
        LINE
      </span>
      {audience ? t(`lineFor.${audience}`) : t("line")}
    </>
  );
  return (
    <>
      <a
        href={serverEnv().LINE_URL}
        rel="noopener"
        className={buttonClass({ variant: "line", className: "pc:hidden" })}
      >
        {content}
      </a>
      <Link href={routes.line} className={buttonClass({ variant: "line", className: "max-pc:hidden" })}>
        {content}
      </Link>
    </>
  );
}

/** The phone number above the LINE button: the two quick ways to reach us, in a panel, the menu or the footer. */
export async function PhoneAndLine({
  tone = "light",
  audience,
  className,
}: {
  tone?: "light" | "dark";
  audience?: ListingReader;
  className: string;
}) {
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <PhoneCallout tone={tone} />
      <LineButton audience={audience} />
    </div>
  );
}

/** On phones the two ways to reach us stay at the bottom of the screen, one thumb away. */
export async function MobileContactBar() {
  const t = await getTranslations("contact");
  const phone = publicPhone(await getLocale());
  return (
    <aside
      aria-label={t("barLabel")}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white/95 p-2 backdrop-blur",
        "pc:hidden",
      )}
    >
      <a href={phone.href} className={buttonClass({ size: "lg" })}>
        {t("callNow")}
      </a>
      <a href={serverEnv().LINE_URL} rel="noopener" className={buttonClass({ variant: "line", size: "lg" })}>
        {t("line")}
      </a>
    </aside>
  );
}
