import { randomUUID } from "node:crypto";
import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import type { Action } from "@/lib/actions/result";
import type { RequestReceipt } from "@/lib/requests/accept";
import { RequestForm } from "@/components/forms/RequestForm";
import { PhoneCallout } from "@/components/layout/ContactCallouts";
import { Card } from "@/components/ui/Card";
import { VehicleSummary } from "./VehicleSummary";
import { ClientMessages } from "@/components/app/ClientMessages";

export async function OrderPage({ vehicle, action }: { vehicle: VehicleDetail; action: Action<RequestReceipt> }) {
  const t = await getTranslations("order");
  const href = routes.vehicle(vehicle.kind, vehicle.strId);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-black">{t("titleFor", { name: vehicle.name })}</h1>
      <p className="mt-2 text-muted">{vehicle.kind === "sale" ? t("lead") : t("leadPurchase")}</p>
      <h2 className="mt-6 text-sm font-bold">{t("vehicle")}</h2>
      <div className="mt-2">
        <VehicleSummary vehicle={vehicle} />
      </div>
      <div className="mt-8">
        {vehicle.sold ? (
          <p className="rounded-md bg-slate-100 p-4">{t("soldNotice")}</p>
        ) : (
          <ClientMessages page="requestForm">
            <RequestForm
              action={action}
              hidden={{ kind: vehicle.kind, strId: vehicle.strId }}
              idempotencyKey={randomUUID()}
              variant={{ kind: "vehicle", listingKind: vehicle.kind, back: { href, label: t("backToVehicle") } }}
              messagePlaceholder={t("messagePlaceholder")}
            />
          </ClientMessages>
        )}
      </div>
      <Card as="div" className="mt-8">
        <PhoneCallout />
      </Card>
    </div>
  );
}
