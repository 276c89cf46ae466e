import { routes } from "@/lib/routes";
import { getReplyTemplate, replyTemplateFormValues } from "@/lib/admin/reply-templates";
import { saveReplyTemplateForm } from "@/app/actions/admin-replies";
import { ReplyTemplateForm } from "@/components/admin/ReplyTemplateForm";
import { staffEntryRoutes } from "@/app/_routes/staff-entry";

const route = staffEntryRoutes({
  namespace: "admin.replyTemplates",
  back: routes.admin.replyTemplates,
  find: getReplyTemplate,
  name: (template) => template.name,
  form: ({ entry, record }) => (
    <ReplyTemplateForm action={saveReplyTemplateForm} record={record} initial={replyTemplateFormValues(entry)} />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
