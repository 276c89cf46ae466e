import { textIn } from "@/lib/i18n/bilingual";
import { routes } from "@/lib/routes";
import { bodyTypeChoices, bodyWorkFormValues, getBodyWorkItem } from "@/lib/admin/body-work";
import { saveBodyWorkForm } from "@/app/actions/admin-content";
import { BodyWorkForm } from "@/components/admin/BodyWorkForm";
import { staffEntryRoutes } from "@/app/_routes/staff-entry";

const route = staffEntryRoutes({
  namespace: "admin.bodyWork",
  back: routes.admin.bodyWork,
  find: getBodyWorkItem,
  name: (item, locale) => textIn(locale, item, "title"),
  form: async ({ entry, record, staff, locale }) => (
    <BodyWorkForm
      action={saveBodyWorkForm}
      record={record}
      initial={bodyWorkFormValues(entry)}
      bodyTypes={await bodyTypeChoices(staff, locale)}
    />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
