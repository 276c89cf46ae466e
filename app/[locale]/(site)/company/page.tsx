import { routes } from "@/lib/routes";
import { copyPageRoutes } from "@/app/_routes/copy-page";
import { CompanyPage } from "@/components/services/CompanyPage";

const route = copyPageRoutes({
  path: routes.company,
  copy: "company",
  view: ({ locale }) => <CompanyPage locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
