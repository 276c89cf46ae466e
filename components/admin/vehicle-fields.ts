// How the vehicle form shows each kind of field, shared by the form and by what it says after a refused save.

type Option = { id: number; name: string };

/** The selects that choose from master data, and the list each chooses from. */
export const MASTERS = {
  makerId: "makers",
  loadClassId: "loadClasses",
  bodyTypeId: "bodyTypes",
  driveTypeId: "driveTypes",
  transmissionId: "transmissions",
  fuelId: "fuels",
} as const;
export type VehicleOptions = Record<(typeof MASTERS)[keyof typeof MASTERS], Option[]>;

/** Ticked or not. */
export const FLAGS = new Set([
  "isBargain",
  "leasePurchase",
  "auctionAgency",
  "recyclingFeePaid",
  "hasAirConditioner",
  "hasRearDoubleWheels",
  "hasThreeSideOpening",
  "hasPowerSteering",
  "hasPowerWindow",
  "legalMaintenance",
  "inspectionIncluded",
]);
/** Yes, no or not known. */
export const TRI = new Set(["repairHistory", "airbags"]);
export const LONG = new Set(["descriptionJa", "descriptionEn"]);
export const PRICES = new Set(["priceBodyYen", "priceFeesYen"]);
