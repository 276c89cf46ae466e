// Which equipment each body carries: the one rule the staff form (the sections it offers), the save (what it keeps)
// and the vehicle page (what it lists) follow. A body is known by its master-data slug, the stable name its catalogue
// address carries (prisma/seed/master-data.ts).
import { readKeyOf, VEHICLE_FIELD_NAMES, vehicleField, type VehicleField, type VehicleFormSection } from "./fields";

/** The staff form's sections only some bodies have, and 三方開, the side gates of a flat bed. */
export const BODY_EQUIPMENT = [
  "crane",
  "reefer",
  "van",
  "powerGate",
  "dump",
  "packer",
  "aerial",
  "tank",
  "tractor",
  "sideGates",
] as const satisfies readonly (VehicleFormSection | "sideGates")[];
export type BodyEquipment = (typeof BODY_EQUIPMENT)[number];

/**
 * What each body of the master data carries: a tail lift (パワーゲート) on a flat bed and on a box body, side gates
 * that open on three sides on a flat bed, a crane truck's included. A body added to the master data later is
 * offered everything, so nothing it has is left out until it is named here.
 */
export const EQUIPMENT_OF_BODY: Readonly<Record<string, readonly BodyEquipment[]>> = {
  flatbed: ["sideGates", "powerGate"],
  wing: ["van", "powerGate"],
  dump: ["dump"],
  crane: ["crane", "sideGates"],
  refrigerated: ["reefer", "powerGate"],
  packer: ["packer"],
  "aerial-platform": ["aerial"],
  "tank-lorry": ["tank"],
  "self-loader": [],
  tractor: ["tractor"],
};

const isBodyEquipment = (section: string): section is BodyEquipment =>
  (BODY_EQUIPMENT as readonly string[]).includes(section);

/** The body equipment a field describes, or null for a field of every vehicle. */
export function equipmentOfField(field: VehicleField): BodyEquipment | null {
  const { fits, section } = vehicleField(field);
  return fits ?? (isBodyEquipment(section) ? section : null);
}

/** Whether a vehicle of this body (its slug; null while none is chosen) has the field. */
export function bodyHasField(bodySlug: string | null, field: VehicleField): boolean {
  const equipment = equipmentOfField(field);
  if (equipment === null) return true;
  if (bodySlug === null) return false;
  const carried = Object.hasOwn(EQUIPMENT_OF_BODY, bodySlug) ? EQUIPMENT_OF_BODY[bodySlug] : undefined;
  return carried === undefined || carried.includes(equipment);
}

// Read once: the fields that belong to some bodies only.
const EQUIPMENT_FIELDS = VEHICLE_FIELD_NAMES.filter((field) => equipmentOfField(field) !== null);

/**
 * A vehicle's values with the equipment its body does not carry left empty: what a save keeps (a crane's rows do
 * not follow a truck whose body was changed to a reefer) and what its page reads.
 */
export function bodyEquipmentFor<T extends object>(bodySlug: string, values: T): T {
  const emptied = EQUIPMENT_FIELDS.flatMap((field) => {
    if (!(field in values) || bodyHasField(bodySlug, field)) return [];
    const { type } = vehicleField(field);
    // A master field's entry goes with its id: a page reads the entry's names.
    const entry = type === "master" && readKeyOf(field) in values ? [[readKeyOf(field), null]] : [];
    return [[field, type === "boolean" ? false : type === "text" ? "" : null], ...entry];
  });
  return emptied.length === 0 ? values : { ...values, ...Object.fromEntries(emptied) };
}
