"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { ButtonAction } from "@/lib/actions/result";
import type { VEHICLE_STATUSES, VehicleMove } from "@/lib/admin/vehicles";
import { useStaffCall } from "./form/useAdminForm";
import { useListNotice } from "./list/ListNotice";
import { Button } from "@/components/ui/Button";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { DuplicateVehicleButton, type DuplicateCall } from "./DuplicateVehicleButton";
import { DeleteButton } from "./list/DeleteButton";

/**
 * Both answer the vehicle's new version, which the row's next change must be saved over. Without `remove` (a
 * role that may not delete) the row has no delete button.
 */
export type VehicleRowCalls = {
  setStatus: ButtonAction<{ version: number; status: VehicleStatus }>;
  remove?: ButtonAction<{ version: number }>;
  duplicate: DuplicateCall;
};

type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

type Props = {
  actions: VehicleRowCalls;
  kind: ListingKind;
  id: number;
  version: number;
  /** The vehicle as staff know it ("1234 いすゞ エルフ"): named in the buttons, the question and the answer. */
  name: string;
  /** The one-click moves the vehicle's status offers (lib/admin/vehicles MOVES_FROM). */
  moves: readonly VehicleMove[];
  /** Orders that name the vehicle: deleting it then archives it, and the dialog says so. */
  orderCount: number;
  archived: boolean;
};

/** One click to publish, unpublish, mark sold or restore; deleting asks first. Each is refused over a newer change. */
export function VehicleRowActions({ actions, kind, id, version, name, moves, orderCount, archived }: Props) {
  const t = useTranslations("admin.vehicles");
  const [seen, setSeen] = useState(version);
  const { act, pending, feedback } = useStaffCall("admin.vehicles");
  const notice = useListNotice();
  const restoredAs = ({ status }: { status: VehicleStatus }) =>
    status === "draft" ? t("restored") : t("restoredTo", { status: t(`statuses.${status}`) });
  const { remove } = actions;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {moves.map((move) => (
        <Button
          key={move}
          disabled={pending}
          aria-label={`${t(move)}: ${name}`}
          variant="outline"
          size="sm"
          onClick={() =>
            act(() => actions.setStatus(null, { id, version: seen, move }), {
              // A restored row leaves the list of archived vehicles: what it came back as is said above it.
              success: move !== "restore" ? t("done") : notice ? undefined : restoredAs,
              onSuccess: (value) => {
                setSeen(value.version);
                if (move === "restore") notice?.(restoredAs(value));
              },
            })
          }
        >
          {t(move)}
        </Button>
      ))}
      <DuplicateVehicleButton action={actions.duplicate} kind={kind} id={id} name={name} />
      {!archived && remove && (
        <DeleteButton
          name={name}
          question={
            orderCount > 0
              ? {
                  title: t("confirmArchiveTitle"),
                  message: t("confirmArchive", { count: orderCount, name }),
                  confirmLabel: t("confirmArchiveButton"),
                  done: t("archived", { name }),
                }
              : { title: t("confirmTitle") }
          }
          remove={remove}
          input={{ id, version: seen }}
          namespace="admin.vehicles"
          disabled={pending}
          onDeleted={(value) => setSeen(value.version)}
        />
      )}
      <div className="w-full">{feedback}</div>
    </div>
  );
}
