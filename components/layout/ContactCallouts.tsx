import type { ReactNode } from "react";
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

/**
 * On phones the two ways to reach us stay at the bottom of the screen, one thumb away, in the one bar fixed there:
 * what the page puts beside them (the compare bar, while vehicles are ticked) joins the same row rather than
 * stacking a second bar above, which covered 支払総額 on a vehicle page. The page's padding (SiteChrome) and the
 * scroll padding (app/globals.css) leave room for this one row. On a computer only what is beside them shows, as
 * it places itself.
 */
export async function BottomBar({ children }: { children?: ReactNode }) {
  const t = await getTranslations("contact");
  const phone = publicPhone(await getLocale());
  // Beside the compare bar the two buttons take smaller type, so the row still fits 375 px.
  const squeezed = "group-has-[[data-compare-bar]]/bar:px-2 group-has-[[data-compare-bar]]/bar:text-sm";
  return (
    <div
      className={cn(
        "group/bar max-pc:fixed max-pc:inset-x-0 max-pc:bottom-0 max-pc:z-30 max-pc:flex max-pc:gap-2",
        "max-pc:border-t max-pc:border-slate-200 max-pc:bg-white/95 max-pc:p-2 max-pc:backdrop-blur print:hidden",
      )}
    >
      {children}
      <aside aria-label={t("barLabel")} className="grid flex-1 grid-cols-2 gap-2 pc:hidden">
        <a href={phone.href} className={buttonClass({ size: "lg", className: squeezed })}>
          {t("callNow")}
        </a>
        <a
          href={serverEnv().LINE_URL}
          rel="noopener"
          className={buttonClass({ variant: "line", size: "lg", className: squeezed })}
        >
          {t("line")}
        </a>
      </aside>
    </div>
  );
}
