import "server-only";
// The 注文書, which closes a deal. In one transaction over the deal's version staff saw: the deal's payment terms,
// the document (numbered, drawn, mailed if asked), and the sale of each vehicle it sells, written as the 売約 form
// writes it (lib/admin/vehicle-sales.ts `writeVehicleSale`), linked to the request, which moves on to 成約. A
// second 注文書 corrects the first: it replaces it, and the sales follow the corrected lines and terms.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { japanDate } from "@/lib/business/calendar";
import { log } from "@/lib/logging";
import { changedFields, recordChange } from "@/lib/admin/history";
import { dateColumnOf, isoDateOf } from "@/lib/admin/follow-up";
import { updateSeenVersion } from "@/lib/admin/versioned";
import { writeVehicleSale } from "@/lib/admin/vehicle-sales";
import { advanceRequest } from "@/lib/requests/progress";
import { statusDates } from "@/lib/vehicles/status";
import { dealLabel } from "./deals";
import { hasNoLines, issueDocumentIn } from "./documents";
import type { IssueOrderInput } from "./form";
import { salePricesOf } from "./lines";
import { dealTotals } from "./tax";

export type DocumentIssued =
  | { ok: true; id: number; version: number; documentId: number; number: string }
  | {
      ok: false;
      error:
        | "notFound"
        | "conflict"
        | "noLines"
        | "orderPriceMissing"
        | "depositExceeds"
        | "vehicleNotListed"
        | "vehicleSoldElsewhere";
    };

const saleSelect = {
  orderN: true,
  buyerName: true,
  buyerCompany: true,
  buyerPhone: true,
  salePriceYen: true,
  soldOn: true,
} as const satisfies Prisma.VehicleSaleSelect;

/**
 * Issues deal `dealId`'s 注文書 with `input`'s terms and records its vehicles sold to its request. Refused, writing
 * nothing: a body still at 0 (a price on request not yet typed), a deposit above the amount due, a vehicle not
 * listed (a draft, archived) or already sold to another request.
 */
export async function issueOrder(
  staff: StaffSession,
  dealId: number,
  input: IssueOrderInput,
  seenVersion: number | null,
  now = new Date(),
): Promise<DocumentIssued> {
  return db().$transaction(async (tx) => {
    if (await hasNoLines(tx, dealId)) return { ok: false, error: "noLines" } as const;
    const deal = await tx.deal.findUnique({
      where: { id: dealId },
      select: {
        orderN: true,
        orderedOn: true,
        depositYen: true,
        depositDueOn: true,
        balanceDueOn: true,
        lines: { orderBy: { position: "asc" }, select: { kind: true, amountYen: true, vehicleId: true } },
      },
    });
    if (!deal) return { ok: false, error: "notFound" } as const;
    if (deal.lines.some((line) => line.kind === "body" && line.amountYen === 0))
      return { ok: false, error: "orderPriceMissing" } as const;
    const { amountDueYen } = dealTotals(deal.lines);
    if (input.depositYen > amountDueYen) return { ok: false, error: "depositExceeds" } as const;
    const sales = salePricesOf(deal.lines);
    const vehicles = await tx.vehicle.findMany({
      where: { id: { in: sales.map((sale) => sale.vehicleId) } },
      select: { id: true, kind: true, status: true, publishedAt: true, version: true, sale: { select: saleSelect } },
    });
    const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
    for (const { vehicleId } of sales) {
      const vehicle = byId.get(vehicleId);
      if (!vehicle || vehicle.kind !== "sale" || vehicle.status === "draft" || vehicle.status === "archived")
        return { ok: false, error: "vehicleNotListed" } as const;
      if (vehicle.status === "sold" && vehicle.sale && vehicle.sale.orderN !== deal.orderN)
        return { ok: false, error: "vehicleSoldElsewhere" } as const;
    }
    const orderedOn = isoDateOf(deal.orderedOn) ?? japanDate(now);
    const terms = { depositYen: input.depositYen, depositDueOn: input.depositDueOn, balanceDueOn: input.balanceDueOn };
    const seen = await updateSeenVersion(tx.deal, { id: dealId }, seenVersion, {
      orderedOn: dateColumnOf(orderedOn),
      orderedTotalYen: amountDueYen,
      depositYen: terms.depositYen,
      depositDueOn: dateColumnOf(terms.depositDueOn),
      balanceDueOn: dateColumnOf(terms.balanceDueOn),
    });
    if (!seen.ok) return seen;
    const issued = await issueDocumentIn(tx, staff, dealId, { kind: "order", ...input, validUntil: null, terms }, now);
    for (const { vehicleId, salePriceYen } of sales) {
      const vehicle = byId.get(vehicleId)!;
      await tx.vehicle.update({
        where: { id: vehicleId },
        data: { status: "sold", ...statusDates(vehicle, "sold", now), version: { increment: 1 } },
      });
      const sale = { orderN: deal.orderN, buyerName: "", buyerCompany: "", buyerPhone: "", salePriceYen };
      await writeVehicleSale(tx, staff, vehicleId, vehicle, { ...sale, soldOn: orderedOn }, now);
    }
    await advanceRequest(tx, staff, deal.orderN, "won", now);
    const before = {
      depositYen: deal.depositYen,
      depositDueOn: isoDateOf(deal.depositDueOn),
      balanceDueOn: isoDateOf(deal.balanceDueOn),
    };
    await recordChange(
      tx,
      staff,
      {
        entity: "deal",
        entityId: dealId,
        label: dealLabel(dealId),
        action: "orderIssued",
        changes: { document: [issued.content.replaces, issued.number], ...changedFields(before, terms) },
      },
      now,
    );
    log.info("admin.deal.order", { id: dealId, documentId: issued.id, vehicles: sales.length, userId: staff.userId });
    return { ok: true, id: dealId, version: seen.version, documentId: issued.id, number: issued.number } as const;
  });
}
