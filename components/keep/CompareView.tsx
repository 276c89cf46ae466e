import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { formatPrice } from "@/lib/format";
import type { KeptVehicle } from "@/lib/vehicles/by-ids";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import { lineUp, type CompareLine } from "@/lib/vehicles/compare";
import { COMPARE_MAX, sameVehicle, withIds, type VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { EQUIPMENT_OPTIONS, getPriceRows, getSpecRows } from "@/components/vehicle/spec-rows";
import { bodyHasField } from "@/lib/vehicles/body-equipment";
import { ChipNav } from "@/components/ui/ChipNav";
import { EmptyNote } from "@/components/ui/EmptyNote";
import { Notice } from "@/components/ui/Notice";
import { PageHeading } from "@/components/ui/PageHeading";
import { StoredImage } from "@/components/ui/StoredImage";
import { TextLink, textLinkClass } from "@/components/ui/TextLink";
import { Badge } from "@/components/ui/Badge";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { cn } from "@/components/ui/cn";

type Compared = KeptVehicle<VehicleDetail>;

// The first column (the row's name) stays in view while a phone scrolls the vehicles sideways.
const STICKY = "sticky left-0 z-10 border-r border-slate-200 text-left";

/**
 * A group of lines under its own heading row: the price with its parts and terms and the status, then each group
 * the vehicle page shows.
 */
type LineGroup = { id: string; title: string; lines: CompareLine[] };

async function lineGroups(compared: Compared[]): Promise<LineGroup[]> {
  const t = await getTranslations("compare");
  const tv = await getTranslations("vehicle");
  const tk = await getTranslations("keep.statuses");
  const locale = await getLocale();
  const specRows = await getSpecRows();
  const priceRows = await getPriceRows();
  const vehicles = compared.map((item) => (item.state === "gone" ? null : item.vehicle));

  const summary = lineUp(
    compared.map((item) => {
      if (item.state === "gone") return null;
      const { kind, priceTotalYen } = item.vehicle;
      const price =
        priceTotalYen === null
          ? tv(`priceOnRequest.${kind}`)
          : `${tv(`priceLabel.${kind}`)} ${formatPrice(locale, priceTotalYen)}`;
      return [
        { key: "price", label: t("price"), value: price },
        ...priceRows(item.vehicle),
        { key: "status", label: t("status"), value: item.state === "published" ? t("onSale") : tk(item.state) },
      ];
    }),
  );
  // Every vehicle has the same groups in the same order; the first listed one names them.
  const specGroups = vehicles.map((vehicle) => (vehicle ? specRows(vehicle) : null));
  const specs = (specGroups.find((groups) => groups !== null) ?? [])
    .map(({ id, title }, index) => ({
      id,
      title,
      lines: lineUp(specGroups.map((groups) => groups?.[index].rows ?? null)),
    }))
    // None of the compared trucks may state a body's equipment.
    .filter((group) => group.lines.length > 0);
  const equipment = lineUp(
    vehicles.map((vehicle) =>
      vehicle
        ? EQUIPMENT_OPTIONS.filter((option) => bodyHasField(vehicle.bodyTypeSlug, option)).map((option) => ({
            key: option,
            label: tv(`options.${option}`),
            value: vehicle[option] ? tv("equipped") : tv("notEquipped"),
          }))
        : null,
    ),
  );
  return [
    { id: "summary", title: t("vehicle"), lines: summary },
    ...specs,
    { id: "equipment", title: tv("equipment"), lines: equipment },
  ];
}

async function VehicleHeading({
  item,
  keys,
  query,
}: {
  item: Compared;
  keys: VehicleKey[];
  query: Record<string, string>;
}) {
  const t = await getTranslations("compare");
  const tv = await getTranslations("vehicle");
  const tk = await getTranslations("keep.statuses");
  const rest = keys.filter((key) => !sameVehicle(key, item));
  const removeHref = rest.length > 0 ? withIds(routes.compare, rest, query) : routes.compare;
  const name = item.state === "gone" ? item.strId : item.vehicle.name;
  return (
    <th scope="col" className="min-w-40 max-w-60 p-2 text-left align-top font-normal" data-testid="compare-column">
      {item.state === "gone" ? (
        <>
          <div className="flex aspect-[4/3] items-center justify-center rounded bg-slate-100">
            <Badge tone="ink">{tk("gone")}</Badge>
          </div>
          <p className="mt-1 break-all text-sm text-muted" data-testid="compare-name">
            {item.strId}
          </p>
        </>
      ) : (
        <>
          {item.vehicle.gallery[0] ? (
            <StoredImage
              image={item.vehicle.gallery[0].thumb}
              alt=""
              className="aspect-[4/3] w-full rounded bg-slate-100 object-cover"
            />
          ) : (
            <div className="flex aspect-[4/3] items-center justify-center rounded bg-slate-100 text-xs text-muted">
              {tv("noPhoto")}
            </div>
          )}
          <Link
            href={routes.vehicle(item.vehicle.kind, item.vehicle.strId)}
            className="mt-1 block font-bold leading-snug hover:underline"
            data-testid="compare-name"
          >
            {item.vehicle.name}
          </Link>
          <p className="text-xs text-muted" data-testid="compare-inquiry">
            {tv("inquiryNo")} {item.vehicle.inquiryNo}
          </p>
        </>
      )}
      <Link
        href={removeHref}
        aria-label={t("removeFor", { name })}
        className={textLinkClass({ standalone: true, className: "mt-1 text-sm" })}
      >
        {t("remove")}
      </Link>
    </th>
  );
}

/**
 * /compare?ids=…: up to four vehicles side by side, drawn by the server from the address alone (so it can be
 * shared and works without scripts); `?diff=1` shows only the rows where they differ.
 */
export async function CompareView({
  compared,
  more,
  onlyDifferences,
}: {
  compared: Compared[];
  more: boolean;
  onlyDifferences: boolean;
}) {
  const t = await getTranslations("compare");
  const keys = compared.map(({ kind, strId }) => ({ kind, strId }));
  const gone = compared.filter((item) => item.state === "gone").length;
  const query: Record<string, string> = onlyDifferences ? { diff: "1" } : {};
  const groups = (await lineGroups(compared))
    .map((group) => ({ ...group, lines: group.lines.filter((line) => !onlyDifferences || line.differs) }))
    .filter((group) => group.lines.length > 0);
  const unknown = (await getTranslations("vehicle"))("unknown");
  const tk = await getTranslations("keep");
  const askable = compared
    .filter((item) => item.state === "published" || item.state === "reserved")
    .map(({ kind, strId }) => ({ kind, strId }));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title={t("title")} lead={compared.length > 0 ? t("lead") : undefined} />
      <div className="mt-4 grid gap-3">
        {more && <Notice tone="info">{t("tooMany", { max: COMPARE_MAX })}</Notice>}
        {gone > 0 && <Notice tone="info">{t("goneNote", { count: gone })}</Notice>}
      </div>
      {compared.length === 0 ? (
        <EmptyNote className="mt-6">
          {t("none")}{" "}
          <TextLink href={routes.favorites} className="whitespace-nowrap">
            {t("favourites")}
          </TextLink>
        </EmptyNote>
      ) : (
        <>
          <ChipNav
            label={t("show")}
            className="mt-6"
            chips={[
              { key: "all", name: t("all"), href: withIds(routes.compare, keys), current: !onlyDifferences },
              {
                key: "differences",
                name: t("differences"),
                href: withIds(routes.compare, keys, { diff: "1" }),
                current: onlyDifferences,
              },
            ]}
          />
          {askable.length > 0 && (
            <ButtonLink href={withIds(routes.bulkInquiry, askable)} variant="accent" className="mt-4">
              {tk("askTogether")}
            </ButtonLink>
          )}
          <p className="mt-2 text-sm text-muted pc:hidden">{t("scrollHint")}</p>
          <div
            role="region"
            aria-label={t("tableLabel")}
            tabIndex={0}
            className="mt-2 overflow-x-auto rounded-lg border border-slate-200"
          >
            <table className="w-full border-collapse text-sm" data-testid="compare-table">
              <thead>
                <tr className="border-b border-slate-200">
                  <td className={cn(STICKY, "min-w-24 bg-white")} />
                  {compared.map((item) => (
                    <VehicleHeading key={`${item.kind}:${item.strId}`} item={item} keys={keys} query={query} />
                  ))}
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.id}>
                  <tr>
                    <th
                      scope="colgroup"
                      colSpan={compared.length + 1}
                      className="bg-slate-100 px-2 py-1.5 text-left font-bold"
                    >
                      <span className="sticky left-2">{group.title}</span>
                    </th>
                  </tr>
                  {group.lines.map((line) => (
                    <tr
                      key={line.key}
                      data-testid="compare-row"
                      data-differs={line.differs}
                      className={cn("border-t border-slate-200", line.differs ? "bg-amber-50" : "bg-white")}
                    >
                      <th
                        scope="row"
                        className={cn(STICKY, "p-2 font-semibold", line.differs ? "bg-amber-50" : "bg-white")}
                      >
                        {line.label}
                        {line.differs && (
                          <span className="ml-1 rounded bg-accent-600 px-1 text-xs text-white">{t("differs")}</span>
                        )}
                      </th>
                      {line.values.map((value, index) => (
                        <td key={index} className={cn("p-2 align-top", line.differs && "font-semibold")}>
                          {value ?? unknown}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          {onlyDifferences && groups.length === 0 && <p className="mt-4 text-muted">{t("noDifferences")}</p>}
        </>
      )}
    </div>
  );
}
