// Zod, set up once for the whole app; every schema imports it from here. Zod compiles fast object parsers
// with `new Function` when a page allows it. The site's Content-Security-Policy does not, and even zod's
// probe for it is reported in the browser as a policy violation; the interpreted parsers give the same results.
import { z } from "zod";

z.config({ jitless: true });

export { z };
