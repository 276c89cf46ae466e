"use client";

import { useState } from "react";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { CompareToggle } from "./CompareToggle";
import { FavouriteButton } from "./FavouriteButton";
import { useScripted } from "@/components/ui/use-scripted";
import { cn } from "@/components/ui/cn";

/**
 * What a visitor keeps a vehicle with, on its card, its page and the favourites page: the favourite heart and the
 * compare box, and one line below them that says when a list is full. Both live in this browser, so without scripts
 * they could do nothing: the server draws only the row they will take (the same height, so the card does not move
 * when they appear), which spares every card of a results page their elements and hooks. A browser that runs no
 * scripts never fills that row, so it does not draw it either.
 */
export function KeepControls({
  vehicle,
  name,
  className = "mt-3",
}: {
  vehicle: VehicleKey;
  name: string;
  className?: string;
}) {
  const scripted = useScripted();
  const [message, setMessage] = useState("");
  if (!scripted)
    return <div data-testid="keep-controls-room" className={cn(className, "min-h-11 noscript:hidden print:hidden")} />;
  return (
    <div
      className={cn(className, "flex flex-wrap items-start gap-x-3 gap-y-1 print:hidden")}
      data-testid="keep-controls"
    >
      <FavouriteButton vehicle={vehicle} onFull={setMessage} className="min-w-0 flex-1" />
      <CompareToggle vehicle={vehicle} name={name} onFull={setMessage} />
      <p role="status" className="w-full text-xs text-red-800">
        {message}
      </p>
    </div>
  );
}
