// Structured data (schema.org JSON-LD) for search engines: the dealer, each vehicle with its price, blog
// posts and breadcrumbs. Plain functions of the page's data and the site's origin; components/seo renders them.
import { company, companyName, type Office, type OfficeId } from "@/lib/company";
import { BUSINESS_HOURS, SITE_OPEN_DAYS } from "@/lib/business/hours";
import { otherLocale, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";

/** The dealer as one node every other item points to. */
const dealerId = (origin: string) => `${origin}/#dealer`;

type Thing = Record<string, unknown>;

const padTime = (time: string) => time.padStart(5, "0");

function postalAddress(office: Office, locale: Locale): Thing {
  const { region, locality, street } = office.address[locale];
  return {
    "@type": "PostalAddress",
    postalCode: office.postalCode,
    addressRegion: region,
    addressLocality: locality,
    streetAddress: street,
    addressCountry: "JP",
  };
}

/** The company as an AutoDealer: head office address, phones, opening hours, the branch as a department. */
export function dealerData(locale: Locale, origin: string, officeNames: Record<OfficeId, string>): Thing {
  const [headquarters, ...branches] = company.offices;
  const openingHours = {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...SITE_OPEN_DAYS],
    opens: padTime(BUSINESS_HOURS.opens),
    closes: padTime(BUSINESS_HOURS.closes),
  };
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    "@id": dealerId(origin),
    name: companyName(locale),
    alternateName: companyName(otherLocale(locale)),
    url: `${origin}${localizePath(locale, routes.home)}`,
    logo: `${origin}/icon.svg`,
    telephone: company.phoneE164,
    email: company.email,
    address: postalAddress(headquarters, locale),
    openingHoursSpecification: [openingHours],
    areaServed: "JP",
    department: branches.map((office) => ({
      "@type": "AutoDealer",
      name: `${companyName(locale)} ${officeNames[office.id]}`,
      address: postalAddress(office, locale),
      telephone: office.phone,
      openingHoursSpecification: [openingHours],
    })),
  };
}

export interface VehicleFacts {
  kind: "sale" | "purchase";
  strId: string;
  name: string;
  description: string;
  inquiryNo: number;
  makerName: string;
  modelLabel: string;
  bodyTypeName: string;
  modelYear: number | null;
  mileageKm: number | null;
  fuelName: string | null;
  transmissionName: string | null;
  priceTotalYen: number | null;
  priceBodyYen: number | null;
  priceFeesYen: number | null;
  sold: boolean;
  photos: string[];
  /** 車両本体価格 and 諸費用 as the page names them. */
  pricePartNames: { body: string; fees: string };
}

/** The total including tax; for a sale vehicle, made of 車両本体価格 and 諸費用 as the page shows them. */
function priceSpecification(vehicle: VehicleFacts): Thing {
  const amount = (price: number) => ({ price, priceCurrency: "JPY", valueAddedTaxIncluded: true });
  const whole = { "@type": "PriceSpecification", ...amount(vehicle.priceTotalYen!) };
  if (vehicle.kind !== "sale" || vehicle.priceBodyYen === null) return whole;
  return {
    ...whole,
    "@type": "CompoundPriceSpecification",
    priceComponent: [
      { "@type": "UnitPriceSpecification", name: vehicle.pricePartNames.body, ...amount(vehicle.priceBodyYen) },
      { "@type": "UnitPriceSpecification", name: vehicle.pricePartNames.fees, ...amount(vehicle.priceFeesYen ?? 0) },
    ],
  };
}

/**
 * A vehicle for sale is a Vehicle with an Offer: the total price including tax, in stock or sold. A vehicle
 * of the purchase catalogue is one the dealer wants to buy, a Demand at the price it pays.
 */
export function vehicleData(vehicle: VehicleFacts, locale: Locale, origin: string): Thing {
  const url = `${origin}${localizePath(locale, routes.vehicle(vehicle.kind, vehicle.strId))}`;
  const price =
    vehicle.priceTotalYen === null
      ? {}
      : { price: vehicle.priceTotalYen, priceCurrency: "JPY", priceSpecification: priceSpecification(vehicle) };
  const terms = {
    "@type": vehicle.kind === "sale" ? "Offer" : "Demand",
    url,
    ...price,
    availability: vehicle.sold ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    itemCondition: "https://schema.org/UsedCondition",
    [vehicle.kind === "sale" ? "seller" : "seeks"]:
      vehicle.kind === "sale"
        ? { "@id": dealerId(origin), "@type": "AutoDealer", name: companyName(locale) }
        : { "@type": "Vehicle", name: vehicle.name },
  };
  return {
    "@context": "https://schema.org",
    "@type": ["Vehicle", "Product"],
    name: vehicle.name,
    description: vehicle.description,
    url,
    sku: String(vehicle.inquiryNo),
    image: vehicle.photos.map((src) => `${origin}${src}`),
    brand: { "@type": "Brand", name: vehicle.makerName },
    model: vehicle.modelLabel,
    bodyType: vehicle.bodyTypeName,
    itemCondition: "https://schema.org/UsedCondition",
    ...(vehicle.modelYear !== null && { vehicleModelDate: String(vehicle.modelYear) }),
    ...(vehicle.mileageKm !== null && {
      mileageFromOdometer: { "@type": "QuantitativeValue", value: vehicle.mileageKm, unitCode: "KMT" },
    }),
    ...(vehicle.fuelName && { fuelType: vehicle.fuelName }),
    ...(vehicle.transmissionName && { vehicleTransmission: vehicle.transmissionName }),
    offers: terms,
  };
}

export interface PostFacts {
  id: number;
  title: string;
  excerpt: string;
  language: Locale;
  publishedAt: Date;
  updatedAt: Date;
  photo: string | null;
}

export function blogPostingData(post: PostFacts, origin: string): Thing {
  const url = `${origin}${localizePath(post.language, routes.blogPost(post.id))}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    inLanguage: post.language,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    ...(post.photo && { image: `${origin}${post.photo}` }),
    author: {
      "@type": "Organization",
      name: companyName(post.language),
      url: `${origin}${localizePath(post.language, routes.home)}`,
    },
    publisher: {
      "@id": dealerId(origin),
      "@type": "AutoDealer",
      name: companyName(post.language),
      logo: { "@type": "ImageObject", url: `${origin}/icon.svg` },
    },
  };
}

export interface Crumb {
  name: string;
  /** Unprefixed path; the last crumb (the page itself) may leave it out. */
  path?: string;
}

export function breadcrumbData(crumbs: Crumb[], locale: Locale, origin: string): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path !== undefined && { item: `${origin}${localizePath(locale, crumb.path)}` }),
    })),
  };
}
