import { routes } from "@/lib/routes";
import { copyPageRoutes } from "@/app/_routes/copy-page";
import { KaitoriPage } from "@/components/services/KaitoriPage";

const route = copyPageRoutes({ path: routes.kaitori, copy: "kaitori", view: () => <KaitoriPage /> });
export const generateMetadata = route.generateMetadata;
export default route.Page;
