// Which Japanese driving licence a truck needs, from its gross vehicle weight (車両総重量) and maximum load
// (最大積載量), and which a driver holds. The classes changed twice, and a licence keeps what it allowed when it
// was issued: a 普通免許 issued before 2007-06-02 became 中型（8t限定）, one issued from then until 2017-03-11
// 準中型（5t限定）. So six classes, each allowing everything the one before it does: 普通 below 3.5 t and 2 t,
// 5t限定準中型 below 5 t and 3 t, 準中型 below 7.5 t and 4.5 t, 8t限定中型 below 8 t and 5 t, 中型 below 11 t
// and 6.5 t, 大型 above. Both limits must hold; a truck under one and over the other needs the larger licence.
// A semi-trailer tractor needs 牽引免許 for its trailer besides the class of its own gross weight.

export const LICENCES = ["futsu", "junchugata5t", "junchugata", "chugata8t", "chugata", "ogata"] as const;
export type Licence = (typeof LICENCES)[number];

/** The upper limits (exclusive) of each licence below 大型, which has none. */
const LIMITS: Record<Exclude<Licence, "ogata">, { grossKg: number; loadKg: number }> = {
  futsu: { grossKg: 3_500, loadKg: 2_000 },
  junchugata5t: { grossKg: 5_000, loadKg: 3_000 },
  junchugata: { grossKg: 7_500, loadKg: 4_500 },
  chugata8t: { grossKg: 8_000, loadKg: 5_000 },
  chugata: { grossKg: 11_000, loadKg: 6_500 },
};

/** What the licence allows (exclusive limits), or null for 大型, which allows every truck. */
export function licenceLimit(licence: Licence): { grossKg: number; loadKg: number } | null {
  return licence === "ogata" ? null : LIMITS[licence];
}

/** The days the classes changed (道路交通法 改正): a 普通免許 issued before each is read as the class it was. */
export const STANDARD_LICENCE_REFORMS = { chugata: "2007-06-02", junchugata: "2017-03-12" } as const;

/**
 * What a 普通免許 issued on `issuedOn` (YYYY-MM-DD, as the licence card's 交付 date) allows today: 8t限定中型 before
 * 2007-06-02, 5t限定準中型 until 2017-03-11, 普通 since.
 */
export function standardLicenceIssuedOn(issuedOn: string): Licence {
  if (issuedOn < STANDARD_LICENCE_REFORMS.chugata) return "chugata8t";
  if (issuedOn < STANDARD_LICENCE_REFORMS.junchugata) return "junchugata5t";
  return "futsu";
}

/** The inspection certificate's rule: curb weight, maximum load and 55 kg for each seat. */
export const KG_PER_SEAT = 55;

export function grossWeightOf(vehicleWeightKg: number, maxLoadKg: number, seats: number): number {
  return vehicleWeightKg + maxLoadKg + KG_PER_SEAT * seats;
}

/**
 * The licence the truck needs, or null when its gross weight is unknown (a listing that does not state it
 * cannot be placed). An unknown maximum load counts as none: a vehicle that carries no load.
 */
export function requiredLicence(vehicle: { grossWeightKg: number | null; maxLoadKg: number | null }): Licence | null {
  if (vehicle.grossWeightKg === null) return null;
  const load = vehicle.maxLoadKg ?? 0;
  for (const [licence, limit] of Object.entries(LIMITS) as [Licence, (typeof LIMITS)[keyof typeof LIMITS]][])
    if (vehicle.grossWeightKg < limit.grossKg && load < limit.loadKg) return licence;
  return "ogata";
}

/**
 * Whether a holder of `licence` may drive the truck: 大型 drives anything; any other licence only a truck whose
 * gross weight is stated and needs that licence or a smaller one (what the catalogue's licence filter keeps).
 */
export function mayDrive(licence: Licence, vehicle: { grossWeightKg: number | null; maxLoadKg: number | null }) {
  if (licence === "ogata") return true;
  const needed = requiredLicence(vehicle);
  return needed !== null && LICENCES.indexOf(needed) <= LICENCES.indexOf(licence);
}
