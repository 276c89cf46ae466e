import { getTranslations } from "next-intl/server";
import type { KeptVehicleCard } from "@/lib/vehicles/by-ids";
import { PageHeading } from "@/components/ui/PageHeading";
import { EmptyNote } from "@/components/ui/EmptyNote";
import { AddSharedFavourites } from "./AddSharedFavourites";
import { FavouritesView } from "./FavouritesView";
import { KeptVehicleItem } from "./KeptVehicleItem";

/** A list someone shared (/favorites?ids=…), drawn by the server, so it shows without scripts. */
async function SharedFavourites({ shared }: { shared: KeptVehicleCard[] }) {
  const t = await getTranslations("keep.favorites");
  const listed = shared.filter((item) => item.state !== "gone");
  return (
    <>
      <PageHeading title={t("sharedTitle")} lead={t("sharedLead", { count: shared.length })} />
      {listed.length === 0 ? (
        <EmptyNote className="mt-6">{t("sharedEmpty")}</EmptyNote>
      ) : (
        <AddSharedFavourites keys={listed.map(({ kind, strId }) => ({ kind, strId }))} />
      )}
      <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200" data-testid="shared-list">
        {shared.map((item) => (
          <li key={`${item.kind}:${item.strId}`} className="py-4">
            <KeptVehicleItem item={item} layout="row" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** /favorites: one's own favourites from this browser, or, with ?ids=, a list someone shared. */
export async function FavouritesPage({ shared }: { shared: KeptVehicleCard[] | null }) {
  const t = await getTranslations("keep.favorites");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      {shared ? (
        <SharedFavourites shared={shared} />
      ) : (
        <>
          <PageHeading title={t("title")} lead={t("lead")} />
          <div className="mt-6">
            <FavouritesView />
          </div>
        </>
      )}
    </div>
  );
}
