"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

/** Up / down in a list whose order the public sees; the list refreshes in its new order. */
export function MoveButtons({ name, move }: { name: string; move: (direction: "up" | "down") => Promise<{ ok: boolean }> }) {
  const t = useTranslations("admin.common");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const button = (direction: "up" | "down") => (
    <button
      type="button"
      disabled={pending}
      aria-label={`${t(direction === "up" ? "moveUp" : "moveDown")}: ${name}`}
      className="min-h-11 min-w-11 rounded-md border border-slate-300 px-2 text-sm font-semibold"
      onClick={() => startTransition(async () => {
        await move(direction);
        router.refresh();
      })}
    >
      {direction === "up" ? "↑" : "↓"}
    </button>
  );
  return <div className="flex gap-1">{button("up")}{button("down")}</div>;
}
