import { useId } from "react";
import { useTranslations } from "next-intl";

/** How far an upload has got, "3 / 12 枚", the bar moving on as the current photo goes out. */
export function UploadProgress({ index, fraction, total }: { index: number; fraction: number; total: number }) {
  const t = useTranslations("admin.common.photo");
  const id = useId();
  return (
    <div className="mt-3 w-full">
      <label htmlFor={id} className="block text-sm font-bold">
        {t("progress", { current: index + 1, total })}
      </label>
      <progress id={id} max={total} value={index + fraction} className="mt-1 h-3 w-full accent-brand-700" />
    </div>
  );
}
