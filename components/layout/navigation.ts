import { routes } from "@/lib/routes";

/** The site's main sections, in the order the header and the footer list them (labels under nav.*). */
export const siteNavigation = [
  { href: routes.sale(), key: "sale" },
  { href: routes.purchase(), key: "purchase" },
  { href: routes.kaitori, key: "kaitori" },
  { href: routes.truckAuction, key: "auction" },
  { href: routes.bodyWork, key: "bodyWork" },
  { href: routes.services, key: "services" },
  { href: routes.company, key: "company" },
  { href: routes.blog, key: "blog" },
  { href: routes.contact(), key: "contact" },
] as const;
