// What the sold demo trucks were sold for and cost, so the owners' monthly report (lib/margins) has figures on a
// fresh `npm start`: each recorded as sold at its 支払総額, bought about a week before it was listed at roughly four
// fifths of that, then serviced and brought to the yard.
import { japanDate } from "../../lib/business/calendar";

const DAY_MS = 24 * 60 * 60 * 1000;
const SUPPLIERS = ["USS東京", "TAA近畿", "アイオーク", "個人（下取り）"];
const BUYERS = ["東邦運輸株式会社", "有限会社 丸山建材", "株式会社 北斗冷凍", "さくら造園"];

const day = (at: Date) => new Date(`${japanDate(at)}T00:00:00Z`);

export function demoSaleAndCost(
  vehicle: { priceTotalYen: number; publishedDaysAgo: number; soldDaysAgo: number },
  index: number,
  now: Date,
) {
  const purchasedOn = day(new Date(now.getTime() - (vehicle.publishedDaysAgo + 7) * DAY_MS));
  return {
    sale: {
      buyerName: BUYERS[index % BUYERS.length],
      salePriceYen: vehicle.priceTotalYen,
      soldOn: day(new Date(now.getTime() - vehicle.soldDaysAgo * DAY_MS)),
      recordedByName: "デモ",
    },
    cost: {
      purchasePriceYen: Math.round((vehicle.priceTotalYen * 0.78) / 10_000) * 10_000,
      supplier: SUPPLIERS[index % SUPPLIERS.length],
      purchasedOn,
      lines: {
        create: [
          {
            kind: "maintenance" as const,
            label: "納車前点検・整備",
            amountYen: 120_000 + (index % 3) * 35_000,
            spentOn: purchasedOn,
          },
          { kind: "transport" as const, label: "会場から本社ヤードへ", amountYen: 38_500, spentOn: purchasedOn },
        ],
      },
    },
  };
}
