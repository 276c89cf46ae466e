import "server-only";

export { processDb as db } from "./db/process";
