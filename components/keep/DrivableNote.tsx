"use client";

import { useTranslations } from "next-intl";
import { covers, type LicenceNeed } from "@/lib/vehicles/licence";
import { cn } from "@/components/ui/cn";
import { useHeldLicence } from "./use-held-licence";

/**
 * Whether the licence the buyer told this browser they hold lets them drive the truck; nothing when they have told
 * none, or the truck's weight is not stated.
 */
export function DrivableNote({
  needed,
  as: Tag = "p",
  className,
}: {
  needed: LicenceNeed | null;
  /** A card states it as a second answer (dd) to its licence term. */
  as?: "p" | "dd";
  className?: string;
}) {
  const t = useTranslations("keep.licence");
  const held = useHeldLicence();
  if (!held || !needed) return null;
  const drivable = covers(held, needed);
  return (
    <Tag
      data-testid="drivable"
      className={cn("text-sm font-semibold", drivable ? "text-brand-700" : "text-red-700", className)}
    >
      {t(drivable ? "mayDrive" : "mayNotDrive")}
    </Tag>
  );
}
