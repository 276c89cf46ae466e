// A price typed into a range box, the public catalogue's and the staff inventory's: read into 万円, the unit the
// boxes name. A module of its own, which the staff list's rules import without the catalogue's field tables.
import { readYen } from "@/lib/admin/yen-input";

/** The highest 支払総額 the price filter takes, in 万円 (10億円): no truck is priced above it. */
export const PRICE_FILTER_MAX_MAN = 100_000;
export const YEN_PER_MAN = 10_000;

/**
 * An end of the price range as a visitor types it, in 万円, the unit the price fields name: a bare figure is
 * 万円 (300, 298.5) unless no truck could cost that many 万, when it is yen typed in full (3,000,000); 300万,
 * ¥3,000,000 and 3000000円 say their unit. Rounded outwards, so the range keeps every vehicle asked for. Null
 * for a blank field; "unreadable" for what is no price, or a price above PRICE_FILTER_MAX_MAN.
 */
export function readPriceFilter(text: string, end: "min" | "max"): number | null | "unreadable" {
  const typed = text.normalize("NFKC").trim();
  if (typed === "") return null;
  const bare = /^[\d,.\s]+$/.test(typed);
  const asMan = bare ? readYen(`${typed}万`) : "unreadable";
  const yen = typeof asMan === "number" && asMan <= PRICE_FILTER_MAX_MAN * YEN_PER_MAN ? asMan : readYen(typed);
  if (typeof yen !== "number") return "unreadable";
  const man = (end === "min" ? Math.floor : Math.ceil)(yen / YEN_PER_MAN);
  return man > PRICE_FILTER_MAX_MAN ? "unreadable" : man;
}
