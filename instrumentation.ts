import type { Instrumentation } from "next";

// One JSON line per failed request, with what is needed to find the cause: path, route, digest, stack.
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const err = error as Error & { digest?: string };
  console.error(
    JSON.stringify({
      level: "error",
      event: "request.error",
      time: new Date().toISOString(),
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      digest: err.digest,
      message: err.message,
      stack: err.stack,
    }),
  );
};
