// Every public and admin path, defined once. Paths are unprefixed: next-intl's Link adds /jp or /en.
export const routes = {
  home: "/",
  services: "/services",
  company: "/company",
  autoAuction: "/autoauction",
  truckAuction: "/truckauction",
  kaitori: "/kaitori",
  bodyWork: "/bodyseisaku",
  bodyWorkItem: (slug: string) => `/bodyseisaku/${slug}`,
  line: "/line",
  blog: "/blog",
  blogPost: (id: number) => `/blog/${id}`,
  reviews: "/reviews",
  /** A page staff write (privacy policy, terms, notices), beside the site's own top-level paths. */
  staffPage: (slug: string) => `/${slug}`,
  review: (id: number) => `/reviews/${id}`,
  contact: (type?: string) => (type ? `/contact/${type}` : "/contact"),
  /** 特定商取引法に基づく表記: what a distance seller must disclose. */
  commerceDisclosure: "/tokushoho",
  sale: (category?: string) => (category ? `/sale/${category}` : "/sale"),
  purchase: (category?: string) => (category ? `/purchase/${category}` : "/purchase"),
  vehicle: (kind: "sale" | "purchase", strId: string) => `/${kind}/item/${strId}`,
  /** How many vehicles a catalogue search would give (the filter sheet's button): outside the language prefix. */
  catalogueCount: "/api/catalogue-count",
  /** お気に入り, kept in the browser; with `?ids=sale:a,sale:b` (lib/vehicles/vehicle-keys.ts) a shared list. */
  favorites: "/favorites",
  /** Up to four vehicles side by side, named by `?ids=` as the shared favourites are. */
  compare: "/compare",
  /** One request about several listed vehicles of one catalogue (一括問い合わせ), named by `?ids=` as above. */
  bulkInquiry: "/inquiry",
  /** The current cards of kept vehicles (favourites, recently viewed), asked for by the browser. */
  keptVehicles: (localeCode: string) => `/api/kept-vehicles/${localeCode}`,
  /** One file of the sitemap, once there are more URLs than one file may hold. */
  sitemapPart: (part: number) => `/sitemaps/${part}.xml`,
  /** Share cards (Open Graph images): absolute paths, outside the language prefix, in the language's URL code. */
  shareImage: (localeCode: string, vehicle?: { kind: "sale" | "purchase"; strId: string; version: string }) =>
    vehicle
      ? `/api/share-image/${localeCode}/${vehicle.kind}/${vehicle.strId}?v=${vehicle.version}`
      : `/api/share-image/${localeCode}`,
  /** A request's private status page, opened by the token in the customer's acknowledgement mail. */
  requestStatus: (token: string) => `/requests/${token}`,
  /**
   * Where a seller's photos go, by the request's status token; the language is the status page's the answer
   * returns to. Outside the language prefix, like every route handler.
   */
  requestPhotoUpload: (token: string, locale: string) => `/api/requests/photos?token=${token}&locale=${locale}`,
  /** One of a request's photos, for staff (their session) or the token's holder (`token`). */
  requestPhoto: (id: number, size: "large" | "thumb", token?: string) =>
    `/api/requests/photos/${id}?size=${size}${token ? `&token=${token}` : ""}`,
  /** An issued document's PDF (見積書…), for staff (their session) or the holder of its request's token (`token`). */
  document: (id: number, token?: string) => `/api/documents/${id}${token ? `?token=${token}` : ""}`,
  /** A saved search's links (新着お知らせメール): confirm, stop, and the one-click stop mail programs post to. */
  alerts: {
    /** Where a catalogue search is signed up for, named by that search's own page: `/alerts/new/sale/crane?maker=…`. */
    signUp: (searchPath: string) => `/alerts/new${searchPath}`,
    confirm: "/alerts/confirm",
    unsubscribe: "/alerts/unsubscribe",
    /** Outside the language prefix, like every route handler. */
    oneClick: "/api/alerts/unsubscribe",
  },
  admin: {
    home: "/admin",
    auth: "/admin/auth",
    /** Where a one-time link (`?token=`) lets a new or reset account set its password, signed out. */
    accountSetup: "/admin/auth/setup",
    /** The signed-in staff member's own account: their password. */
    account: "/admin/account",
    /** The owners' list of staff accounts. */
    staff: "/admin/staff",
    /** The owners' rule for who new requests go to. */
    assignment: "/admin/assignment",
    /** Who changed what and when, for every kind of record. */
    history: "/admin/history",
    sale: "/admin/sale",
    purchase: "/admin/purchase",
    newVehicle: (kind: "sale" | "purchase") => `/admin/${kind}/new`,
    vehicle: (kind: "sale" | "purchase", id: number) => `/admin/${kind}/${id}`,
    /** Where a vehicle's first save leads: its edit page, saying it was registered, at its photos. */
    createdVehicle: (kind: "sale" | "purchase", id: number) => `/admin/${kind}/${id}?created=1#photos`,
    /** The public page of a vehicle as it would look, drafts included, for staff only. */
    vehiclePreview: (kind: "sale" | "purchase", id: number) => `/admin/preview/${kind}/${id}`,
    vehicleImport: (kind: "sale" | "purchase") => `/admin/${kind}/import`,
    /** A stock vehicle's 仕入価格, cost lines and 粗利: owners only. */
    vehicleCosts: (id: number) => `/admin/sale/${id}/costs`,
    /** The owners' monthly report (sold, revenue, 粗利…), `?month=2026-11`; this month without it. */
    report: "/admin/report",
    reportMonth: (month: string) => `/admin/report?month=${month}`,
    /** A month's sold vehicles and what each earned, as CSV (month, lang): a route handler outside the prefix. */
    reportCsv: "/api/admin/report/csv",
    /** The inventory as CSV: GET exports (kind, lang, the filter), POST imports. Outside the language prefix. */
    inventoryCsv: "/api/admin/vehicles/csv",
    inventoryCsvTemplate: "/api/admin/vehicles/csv/template",
    orders: "/admin/orders",
    order: (n: number) => `/admin/orders/${n}`,
    /** A deal (商談) opened from a request: its lines, its quotes and their PDFs. */
    deal: (id: number) => `/admin/deals/${id}`,
    /** Every customer, the latest heard from first, found by name, phone, email or receipt number (`?q=`). */
    customers: "/admin/customers",
    /** One customer: every request with the same phone or email (lib/customers). */
    customer: (id: number) => `/admin/customers/${id}`,
    /** Every mail the site has written (送信箱): what went out, and without a mail server what staff send by hand. */
    outbox: "/admin/mail",
    outboxMail: (id: number) => `/admin/mail/${id}`,
    /** The inbox's filter as a CSV file: a route handler, outside the language prefix. */
    ordersExport: "/api/admin/orders/export",
    blog: "/admin/blog",
    blogPost: (id: number | "new") => `/admin/blog/${id}`,
    reviews: "/admin/reviews",
    review: (id: number | "new") => `/admin/reviews/${id}`,
    pages: "/admin/pages",
    page: (id: number | "new") => `/admin/pages/${id}`,
    /** The templates staff answer requests from (定型文). */
    replyTemplates: "/admin/replies",
    replyTemplate: (id: number | "new") => `/admin/replies/${id}`,
    data: "/admin/data",
    dataType: (type: string) => `/admin/data/${type}`,
    dataEntry: (type: string, id: number | "new") => `/admin/data/${type}/${id}`,
    bodyWork: "/admin/bodyseisaku",
    bodyWorkItem: (id: number | "new") => `/admin/bodyseisaku/${id}`,
  },
} as const;

/** Staff pages the footer links to (they exist once staff publish them); every form links the privacy policy. */
export const FOOTER_PAGE_SLUGS = ["privacy", "terms"] as const;
export const PRIVACY_POLICY_SLUG: (typeof FOOTER_PAGE_SLUGS)[number] = "privacy";

// First path segments the app answers without being in `routes`: internal views, the API and media.
const INTERNAL_SEGMENTS = ["admin", "api", "media", "diagnostics", "purchases"];

// A route builder's first segment, when it is fixed: one made of the arguments (a vehicle's kind) is not.
const ARGUMENT = "\u0000";
function firstSegments(node: unknown): string[] {
  if (typeof node === "string") return [node.split("/")[1]];
  if (typeof node === "function")
    return [String(node(ARGUMENT, ARGUMENT)).split("/")[1]].filter((segment) => !segment.includes(ARGUMENT));
  return Object.values(node as object).flatMap(firstSegments);
}

const RESERVED_SEGMENTS = new Set(
  [
    ...firstSegments(
      Object.entries(routes)
        .filter(([key]) => key !== "staffPage")
        .map(([, route]) => route),
    ),
    ...INTERNAL_SEGMENTS,
  ].filter(Boolean),
);

/** Whether the site itself answers at /{segment}, so a staff page there could never be reached. */
export function isReservedPath(segment: string): boolean {
  return RESERVED_SEGMENTS.has(segment);
}
