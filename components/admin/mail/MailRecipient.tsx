import { getTranslations } from "next-intl/server";
import type { MailAudience } from "@/lib/mail/state";

/** Whom a mail went to: the kind of reader (お客様宛, スタッフ宛…) over the address, which may be long. */
export async function MailRecipient({ audience, address }: { audience: MailAudience; address: string }) {
  const t = await getTranslations("admin.dashboard");
  return (
    <>
      {t(`mailAudience.${audience}`)}
      <br />
      <span className="break-all">{address}</span>
    </>
  );
}
