import { routes } from "@/lib/routes";
import { getPost, postFormValues, translationCandidates } from "@/lib/admin/blog";
import { savePostForm } from "@/app/actions/admin-content";
import { PostForm } from "@/components/admin/PostForm";
import { previewMarkdown } from "@/app/_routes/staff-actions";
import { staffEntryRoutes } from "@/app/_routes/staff-entry";

const route = staffEntryRoutes({
  namespace: "admin.blogPosts",
  back: routes.admin.blog,
  find: getPost,
  name: (post) => post.title,
  form: async ({ entry, record, staff, locale }) => (
    <PostForm
      action={savePostForm}
      preview={previewMarkdown}
      record={record}
      initial={postFormValues(entry, locale)}
      originals={await translationCandidates(staff, entry?.id ?? null)}
    />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
