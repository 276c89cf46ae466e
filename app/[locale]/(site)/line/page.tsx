import { routes } from "@/lib/routes";
import { copyPageRoutes } from "@/app/_routes/copy-page";
import { LinePage } from "@/components/line/LinePage";

const route = copyPageRoutes({ path: routes.line, copy: "line", view: () => <LinePage /> });
export const generateMetadata = route.generateMetadata;
export default route.Page;
