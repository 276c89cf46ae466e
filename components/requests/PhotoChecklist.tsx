import { useTranslations } from "next-intl";

const SHOTS = ["registration", "corners", "meter", "body", "damage"] as const;

/** What to photograph for an assessment, in the order a seller walks round the truck. */
export function PhotoChecklist() {
  const t = useTranslations("requestPhotos.checklist");
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm">
      {SHOTS.map((shot) => (
        <li key={shot}>{t(shot)}</li>
      ))}
    </ul>
  );
}
