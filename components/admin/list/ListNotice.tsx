"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";

const ListNoticeContext = createContext<((text: string) => void) | null>(null);

/**
 * What a row's action did ("「1234 いすゞ エルフ」を削除しました"), said above the list: the row itself may be
 * gone once the list is drawn again. It stays until staff close it or the next action replaces it.
 */
export function ListNoticeProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("admin.common");
  const [text, setText] = useState<string | null>(null);
  return (
    <ListNoticeContext.Provider value={setText}>
      {text && (
        <Notice tone="success" className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <span>{text}</span>
          <Button variant="outline" size="sm" onClick={() => setText(null)}>
            {t("dismiss")}
          </Button>
        </Notice>
      )}
      {children}
    </ListNoticeContext.Provider>
  );
}

/** Says something above the list the row is in; null outside a list (the caller then says it beside itself). */
export function useListNotice() {
  return useContext(ListNoticeContext);
}
