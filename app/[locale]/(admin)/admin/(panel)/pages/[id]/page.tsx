import { textIn } from "@/lib/i18n/bilingual";
import { routes } from "@/lib/routes";
import { getStaffPage, staffPageFormValues } from "@/lib/admin/pages";
import { saveStaffPageForm } from "@/app/actions/admin-content";
import { StaffPageForm } from "@/components/admin/StaffPageForm";
import { previewMarkdown } from "@/app/_routes/staff-actions";
import { staffEntryRoutes } from "@/app/_routes/staff-entry";

const route = staffEntryRoutes({
  namespace: "admin.pages",
  back: routes.admin.pages,
  find: getStaffPage,
  name: (page, locale) => textIn(locale, page, "title"),
  form: ({ entry, record }) => (
    <StaffPageForm
      action={saveStaffPageForm}
      preview={previewMarkdown}
      record={record}
      initial={staffPageFormValues(entry)}
    />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
