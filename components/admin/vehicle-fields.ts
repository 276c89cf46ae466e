// How the staff screens word a vehicle field's value, from the field table (lib/vehicles/fields): shared by the
// form and by what it says after a refused save.
import { useTranslations } from "next-intl";
import { CHOICE_LISTS, type ChoiceList } from "@/lib/vehicles/fields";

/**
 * The words of an option of a fixed list (a status, an office), found at the list's message path. The path is a
 * string the translator's types cannot follow; lib/vehicles/fields.test.ts proves every option has its words.
 */
export function useChoiceName() {
  const t = useTranslations();
  return (list: ChoiceList, option: string) => t(`${CHOICE_LISTS[list].words}.${option}` as Parameters<typeof t>[0]);
}
