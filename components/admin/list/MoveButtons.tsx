"use client";

import { useTranslations } from "next-intl";
import type { ButtonAction } from "@/lib/actions/result";
import { useStaffCall } from "../form/useAdminForm";
import { Button } from "@/components/ui/Button";

/** Up / down in a list whose order the public sees; the list refreshes in its new order. */
export function MoveButtons({
  name,
  first,
  last,
  move,
  input,
}: {
  name: string;
  first: boolean;
  last: boolean;
  move: ButtonAction;
  input: Record<string, string | number>;
}) {
  const t = useTranslations("admin.common");
  const { act, pending, feedback } = useStaffCall();
  const button = (direction: "up" | "down") => (
    <Button
      disabled={pending || (direction === "up" ? first : last)}
      aria-label={`${t(direction === "up" ? "moveUp" : "moveDown")}: ${name}`}
      variant="secondary"
      size="sm"
      className="min-w-11"
      onClick={() => act(() => move(null, { ...input, direction }))}
    >
      {direction === "up" ? "↑" : "↓"}
    </Button>
  );
  return (
    <div>
      <div className="flex gap-1">
        {button("up")}
        {button("down")}
      </div>
      {feedback}
    </div>
  );
}
