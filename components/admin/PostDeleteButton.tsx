"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { removePost } from "@/app/actions/admin-blog";
import { useConfirm } from "@/components/dialog/DialogProvider";

export function PostDeleteButton({ id, title }: { id: number; title: string }) {
  const t = useTranslations("admin.blogPosts");
  const confirm = useConfirm();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={`${t("delete")}: ${title}`}
      className="min-h-11 rounded-md border border-red-700 px-3 text-sm font-semibold text-red-800"
      onClick={async () => {
        if (!(await confirm({ title: t("confirmTitle"), message: t("confirmMessage"), confirmLabel: t("confirmRemove"), cancelLabel: t("confirmCancel") }))) return;
        startTransition(async () => {
          if ((await removePost(id)).ok) router.refresh();
        });
      }}
    >
      {t("delete")}
    </button>
  );
}
