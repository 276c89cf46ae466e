"use client";

import { useEffect } from "react";
import { isChunkLoadError, reloadOnce } from "@/lib/client/build-updates";

// Shown only when the root layout itself fails, so it cannot rely on messages: it speaks both languages.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  return (
    <html lang="ja">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "4rem 1rem" }}>
        <title>Internal Server Error</title>
        <h1>Internal Server Error</h1>
        <p>サーバーでエラーが発生しました。時間をおいて再度お試しください。</p>
        <p lang="en">Something went wrong on our side. Please try again in a moment.</p>
        <button type="button" onClick={reset} style={{ minHeight: 44, padding: "0 1.25rem" }}>
          再読み込み / Reload
        </button>
      </body>
    </html>
  );
}
