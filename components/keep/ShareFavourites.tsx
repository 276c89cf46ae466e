"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { withIds, type VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { Button } from "@/components/ui/Button";
import { Section } from "@/components/ui/Section";
import { textLinkClass } from "@/components/ui/TextLink";

/** The favourites as a link anyone can open (/favorites?ids=…), with a button that copies it. */
export function ShareFavourites({ keys }: { keys: readonly VehicleKey[] }) {
  const t = useTranslations("keep.favorites");
  const link = useRef<HTMLAnchorElement>(null);
  const [copied, setCopied] = useState(false);
  return (
    <Section id="share-favourites" title={t("share")} className="mt-8">
      <p className="mt-2 text-sm text-muted">{t("shareLead")}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link
          ref={link}
          href={withIds(routes.favorites, keys)}
          data-testid="share-link"
          className={textLinkClass({ standalone: true, className: "break-all" })}
        >
          {t("shareLink")}
        </Link>
        <Button
          variant="secondary"
          size="sm"
          onClick={async () => {
            if (!link.current) return;
            try {
              await navigator.clipboard.writeText(link.current.href);
              setCopied(true);
            } catch (error) {
              console.warn("the share link could not be copied", error);
            }
          }}
        >
          {t("copy")}
        </Button>
        <span role="status" className="text-sm">
          {copied ? t("copied") : ""}
        </span>
      </div>
    </Section>
  );
}
