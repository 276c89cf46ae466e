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

/**
 * The three periods a 普通免許 may have been issued in (YYYY-MM-DD, both ends included, open at the ends), oldest
 * first, with what each allows today: the choices a buyer answers "when was your licence issued?" with.
 */
export const STANDARD_LICENCE_PERIODS = [
  { from: null, until: dayBefore(STANDARD_LICENCE_REFORMS.chugata), licence: "chugata8t" },
  {
    from: STANDARD_LICENCE_REFORMS.chugata,
    until: dayBefore(STANDARD_LICENCE_REFORMS.junchugata),
    licence: "junchugata5t",
  },
  { from: STANDARD_LICENCE_REFORMS.junchugata, until: null, licence: "futsu" },
] as const satisfies readonly { from: string | null; until: string | null; licence: Licence }[];

/** What a 普通免許 stands for, by when it was issued. */
export type StandardLicence = (typeof STANDARD_LICENCE_PERIODS)[number]["licence"];

function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The inspection certificate's rule: curb weight, maximum load and 55 kg for each seat. */
export const KG_PER_SEAT = 55;

export function grossWeightOf(vehicleWeightKg: number, maxLoadKg: number, seats: number): number {
  return vehicleWeightKg + maxLoadKg + KG_PER_SEAT * seats;
}

/** A truck's weights as the licence rules read them, and whether it pulls a semi-trailer (its body type says). */
export interface LicensedVehicle {
  grossWeightKg: number | null;
  maxLoadKg: number | null;
  towsTrailer?: boolean;
}

/** What a truck asks of its driver: the class of its own weights, and 牽引免許 besides when it pulls a trailer. */
export interface LicenceNeed {
  licence: Licence;
  towing: boolean;
}

/**
 * The licence the truck needs, or null when its gross weight is unknown (a listing that does not state it
 * cannot be placed). An unknown maximum load counts as none: a vehicle that carries no load.
 */
export function requiredLicence(vehicle: LicensedVehicle): LicenceNeed | null {
  if (vehicle.grossWeightKg === null) return null;
  const load = vehicle.maxLoadKg ?? 0;
  const towing = vehicle.towsTrailer ?? false;
  for (const [licence, limit] of Object.entries(LIMITS) as [Licence, (typeof LIMITS)[keyof typeof LIMITS]][])
    if (vehicle.grossWeightKg < limit.grossKg && load < limit.loadKg) return { licence, towing };
  return { licence: "ogata", towing };
}

/** A weight of the truck at or over the limit of the class below the one it needs. */
export interface LimitReached {
  weight: "gross" | "load";
  limitKg: number;
  kg: number;
}

/**
 * Why the truck needs the licence it does: the limits of the class below that its weights reach (車両総重量 8t以上,
 * so 中型). None for 普通, the smallest class: a truck under its limits needs no more. Null when the licence is
 * unknown (requiredLicence).
 */
export function licenceReason(vehicle: LicensedVehicle): (LicenceNeed & { reached: LimitReached[] }) | null {
  const need = requiredLicence(vehicle);
  if (need === null) return null;
  const below = LICENCES[LICENCES.indexOf(need.licence) - 1] as Exclude<Licence, "ogata"> | undefined;
  if (below === undefined) return { ...need, reached: [] };
  const limit = LIMITS[below];
  const weights = [
    { weight: "gross", limitKg: limit.grossKg, kg: vehicle.grossWeightKg! },
    { weight: "load", limitKg: limit.loadKg, kg: vehicle.maxLoadKg ?? 0 },
  ] as const;
  return { ...need, reached: weights.filter(({ limitKg, kg }) => kg >= limitKg) };
}

/** Whether what a driver holds (a class, and 牽引免許 or not) covers what a truck needs. */
export function covers(held: LicenceNeed, needed: LicenceNeed): boolean {
  return (held.towing || !needed.towing) && LICENCES.indexOf(needed.licence) <= LICENCES.indexOf(held.licence);
}

/**
 * Whether a holder of `licence` (with 牽引免許 when `towing`) may drive the truck: a tractor only with 牽引;
 * then 大型 drives anything; any other licence only a truck whose gross weight is stated and needs that licence
 * or a smaller one (what the catalogue's licence filter keeps).
 */
export function mayDrive(licence: Licence, vehicle: LicensedVehicle, towing = false) {
  if (vehicle.towsTrailer && !towing) return false;
  if (licence === "ogata") return true;
  const needed = requiredLicence(vehicle);
  return needed !== null && covers({ licence, towing }, needed);
}
