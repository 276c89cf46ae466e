"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { isStaffFailure } from "@/lib/admin/failures";

/** Up / down in a list whose order the public sees; the list refreshes in its new order. */
export function MoveButtons({ name, first, last, move }: { name: string; first: boolean; last: boolean; move: (direction: "up" | "down") => Promise<{ ok: boolean; error?: string }> }) {
  const t = useTranslations("admin.common");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const button = (direction: "up" | "down") => (
    <button
      type="button"
      disabled={pending || (direction === "up" ? first : last)}
      aria-label={`${t(direction === "up" ? "moveUp" : "moveDown")}: ${name}`}
      className="min-h-11 min-w-11 rounded-md border border-slate-300 px-2 text-sm font-semibold disabled:opacity-40"
      onClick={() =>
        startTransition(async () => {
          const result = await move(direction);
          setFailure(result.ok ? null : t(result.error === "notFound" ? "goneAlready" : isStaffFailure(result.error) ? result.error : "unauthorized"));
          router.refresh();
        })
      }
    >
      {direction === "up" ? "↑" : "↓"}
    </button>
  );
  return (
    <div>
      <div className="flex gap-1">{button("up")}{button("down")}</div>
      {failure && <p role="alert" className="mt-1 text-sm font-semibold text-red-800">{failure}</p>}
    </div>
  );
}
