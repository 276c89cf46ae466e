// What a bought truck brings to its stock vehicle: the seller's maker, 車種, body, year, mileage, 車検 and 修復歴,
// as the vehicle form would have them typed. Anything the seller did not say stays blank for staff to fill in;
// the vehicle is a draft (非公開) and a sale listing, priced later.
import type { InspectionState, RepairHistory } from "@/lib/generated/prisma/enums";
import type { z } from "@/lib/zod";
import { vehicleFormSchema, type VehicleFormValues } from "@/lib/admin/vehicle-form";

type Master = { id: number; nameJa: string; nameEn: string };

export interface SellerVehicle {
  model: string;
  year: number | null;
  mileageKm: number | null;
  inspectionState: InspectionState | null;
  inspectionYear: number | null;
  inspectionMonth: number | null;
  repairHistory: RepairHistory | null;
}

const REPAIR_HISTORY_ANSWER: Record<RepairHistory, string> = { none: "no", some: "yes", unknown: "" };
const text = (value: number | null) => (value === null ? "" : String(value));

/** The vehicle form's text for the bought truck: named by maker, 車種 and body, as the stock list names trucks. */
export function stockVehicleForm(
  seller: SellerVehicle | null,
  masters: { maker: Master; loadClass: Master; bodyType: Master },
): Record<string, string> {
  const { maker, loadClass, bodyType } = masters;
  const model = seller?.model.trim() ?? "";
  const inspected = seller?.inspectionState === "valid";
  return {
    kind: "sale",
    status: "draft",
    nameJa: [maker.nameJa, model, bodyType.nameJa].filter(Boolean).join(" "),
    // The seller types the 車種 in Japanese: the English name is the maker and the body until staff add it.
    nameEn: [maker.nameEn, bodyType.nameEn].join(" "),
    makerId: String(maker.id),
    loadClassId: String(loadClass.id),
    bodyTypeId: String(bodyType.id),
    modelName: model,
    modelYear: text(seller?.year ?? null),
    mileageKm: text(seller?.mileageKm ?? null),
    inspectionYear: inspected ? text(seller.inspectionYear) : "",
    inspectionMonth: inspected ? text(seller.inspectionMonth) : "",
    repairHistory: seller?.repairHistory ? REPAIR_HISTORY_ANSWER[seller.repairHistory] : "",
  };
}

/**
 * The form's text read as the vehicle form reads it. A detail the stock form does not take (a name past its
 * length, a year its range refuses) is left blank rather than refusing the truck: staff see it on the request.
 */
export function stockVehicleValues(form: Record<string, string>): VehicleFormValues {
  const first = vehicleFormSchema.safeParse(form);
  if (first.success) return first.data;
  const refused = new Set(first.error.issues.map((issue: z.core.$ZodIssue) => String(issue.path[0])));
  const blanked = Object.fromEntries(
    Object.entries(form).map(([name, value]) => [name, refused.has(name) ? "" : value]),
  );
  return vehicleFormSchema.parse(blanked);
}
