// `node --import` this before tsx: resolves the "server-only" marker to an empty module, as
// Next's bundler does for server code, without the react-server condition (which would swap
// React itself for its server build and break next-intl's imports).
import { register } from "node:module";

const hooks = `export async function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: "data:text/javascript,export {}", shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
